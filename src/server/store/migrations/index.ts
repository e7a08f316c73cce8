export { migrations };

import { contactsAndDeliveries } from './001-contacts-and-deliveries.ts';
import { deliveryPerRecipient } from './002-delivery-per-recipient.ts';
import { attribution } from './003-attribution.ts';
import { staffInbox } from './004-staff-inbox.ts';
import { leadForm } from './005-lead-form.ts';
import { signInLimits } from './006-sign-in-limits.ts';
import { acknowledgementsAndFirstContact } from './007-acknowledgements-and-first-contact.ts';
import { pushSubscriptions } from './008-push-subscriptions.ts';
import { visitCounts } from './010-visit-counts.ts';
import { runningServers } from './012-running-servers.ts';
import { leadSearchIndex } from './013-lead-search-index.ts';
import { leadPhotos } from './014-lead-photos.ts';
import { visitTowns } from './015-visit-towns.ts';
import { photosComing } from './016-photos-coming.ts';
import { jobs } from './017-jobs.ts';
import { deletionLog } from './018-deletion-log.ts';
import { visitPaths } from './019-visit-paths.ts';
import { officeEmailJobs } from './020-office-email-jobs.ts';
import { escalationJobs } from './021-escalation-jobs.ts';
import { leadAnswers } from './022-lead-answers.ts';
import { leadLanguage } from './023-lead-language.ts';
import type { Migration } from './migration.ts';

// Every schema change in the order it is applied, one file each, named by its version. The numbers are the ones
// stores already hold in schema_migrations, so they never change. 9 and 11 were never used: the acknowledgement and
// push (7, 8), the visit counter (10) and the running-servers list (12) were built side by side, each with numbers
// set aside ahead, and the two numbers left between them were never taken when those were merged (7 and 8 then
// sat between 6 and 12). No store holds a 9 or an 11; a new migration takes the next number after the last.
const migrations: readonly Migration[] = [
  contactsAndDeliveries,
  deliveryPerRecipient,
  attribution,
  staffInbox,
  leadForm,
  signInLimits,
  acknowledgementsAndFirstContact,
  pushSubscriptions,
  visitCounts,
  runningServers,
  leadSearchIndex,
  leadPhotos,
  visitTowns,
  photosComing,
  jobs,
  deletionLog,
  visitPaths,
  officeEmailJobs,
  escalationJobs,
  leadAnswers,
  leadLanguage,
];
