export { speedSettingsOf, businessTimeZone };
export type { SpeedSettings };

import type { AcknowledgementWords, Site } from '../../content/types.ts';
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
}

function speedSettingsOf(site: Site): SpeedSettings | undefined {
  const speed = site.speedToLead;
  if (!speed) return undefined;
  return {
    business: {
      name: site.name,
      phone: site.phone.primary,
      email: site.email,
      website: site.url,
      responseTime: site.responseTime,
      hours: hoursText(site),
    },
    openings: openingsOf(site.hours, speed.timeZone, site.seasonalHours),
    alertAfterMs: speed.alertAfterMinutes * 60_000,
    promiseMs: speed.promiseHours * 3_600_000,
    warnAfterMs: speed.warnAfterHours * 3_600_000,
    escalationEmail: speed.escalationEmail,
    words: speed.acknowledgement,
  };
}

/** The zone staff read times in: the business's (speedToLead.timeZone), else the server's own. */
function businessTimeZone(settings: SpeedSettings | undefined): string {
  return settings?.openings.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
