export { speedSettingsOf, businessTimeZone };
export type { SpeedSettings, Acknowledging };

import type { AcknowledgementWords, Site, Translation } from '../../content/types.ts';
import type { LeadQuestions } from '../../content/questions.ts';
import { hoursText } from '../../content/hours-text.ts';
import { openingsOf } from './business-hours.ts';
import type { Openings } from './business-hours.ts';

/** What the acknowledgement, the alerts and the speed report need from site.yaml. */
interface SpeedSettings {
  business: { name: string; phone: string; email: string; website: string; responseTime: string; hours: string };
  openings: Openings;
  alertAfterMs: number;
  promiseMs: number;
  warnAfterMs: number;
  escalationEmail: string;
  words: AcknowledgementWords;
  /** The acknowledgement in each of the site's other languages, by code: a lead sent from a page in one gets it. */
  inLanguage: Record<string, Acknowledging>;
}

/** What the homeowner's acknowledgement is written from, in one language. */
interface Acknowledging {
  business: SpeedSettings['business'];
  words: AcknowledgementWords;
  /** The forms' questions in that language: the service and town read as the visitor saw them. */
  questions: LeadQuestions;
}

function speedSettingsOf(site: Site, translations: readonly Translation[] = []): SpeedSettings | undefined {
  const speed = site.speedToLead;
  if (!speed) return undefined;
  const inLanguage: Record<string, Acknowledging> = {};
  for (const translation of translations) {
    const words = translation.site.speedToLead?.acknowledgement;
    if (words)
      inLanguage[translation.language] = {
        business: businessOf(translation.site),
        words,
        questions: translation.questions,
      };
  }
  return {
    business: businessOf(site),
    openings: openingsOf(site.hours, speed.timeZone, site.seasonalHours),
    alertAfterMs: speed.alertAfterMinutes * 60_000,
    promiseMs: speed.promiseHours * 3_600_000,
    warnAfterMs: speed.warnAfterHours * 3_600_000,
    escalationEmail: speed.escalationEmail,
    words: speed.acknowledgement,
    inLanguage,
  };
}

// The business as the acknowledgement names it, in the language `site` is written in.
function businessOf(site: Site): SpeedSettings['business'] {
  return {
    name: site.name,
    phone: site.phone.primary,
    email: site.email,
    website: site.url,
    responseTime: site.responseTime,
    hours: hoursText(site),
  };
}

/** The zone staff read times in: the business's (speedToLead.timeZone), else the server's own. */
function businessTimeZone(settings: SpeedSettings | undefined): string {
  return settings?.openings.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
