export type { StaffDeps };

import type { ServerConfig } from './config.ts';
import type { DeliveryDeps } from './leads/deliver-lead.ts';
import type { Mailer } from './mail/mailer.ts';
import type { LeadHistory } from './store/lead-history.ts';
import type { LeadStore } from './store/lead-store.ts';
import type { PhotoStore } from './store/photo-store.ts';
import type { StaffStore } from './store/staff-store.ts';

/** What the staff routes share. */
interface StaffDeps {
  config: ServerConfig;
  store: LeadStore;
  photos: PhotoStore;
  accounts: StaffStore;
  history: LeadHistory;
  delivery: DeliveryDeps;
  mailer: Mailer;
}
