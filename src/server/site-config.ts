export { readSiteConfig };
export type { SiteConfig, SiteContent };

import { ContentCheckError, loadContentSync } from '../content/load.ts';
import type { LeadQuestions } from '../content/questions.ts';
import type { FormWords } from '../content/types.ts';
import { thankYouRoute } from '../content/required-pages.ts';
import type { VisitorForm } from './leads/lead-language.ts';
import { isEmail } from '../forms/lead-rules.ts';
import { speedSettingsOf } from './speed/speed-settings.ts';
import type { SpeedSettings } from './speed/speed-settings.ts';

/** The few business facts the server needs from content/site.yaml. */
interface SiteConfig {
  /** Business name, shown on the fallback form page and as the e-mail sender name. */
  name: string;
  /** Primary phone number, offered on the fallback form page. */
  phone: string;
  /** Two-letter state code: the state a visit's town is looked for in. */
  state: string;
  /** Lead API project name and the addresses that receive leads (site.yaml's key: staffEmails). */
  leads: { project: string; staffEmails: string[] };
  /** Old paths answered with a 301 to their new place. */
  redirects: { from: string; to: string }[];
  /** The site's languages, the main one first: a lead says which it was sent in. */
  languages: string[];
}

/** What the server and the leads command read from content. */
interface SiteContent {
  site: SiteConfig;
  /** The forms' questions: the same the built pages ask. */
  questions: LeadQuestions;
  /** The forms' own words in the main language (site.yaml messages.form): labels, buttons, field messages. */
  formWords: FormWords;
  /** The forms in each other language of the site, by code, as its pages show them. */
  formsInLanguage: Record<string, VisitorForm>;
  /** The homeowner's acknowledgement and the inbox's alerts (site.yaml speedToLead); unset: neither. */
  speed: SpeedSettings | undefined;
}

// Server, leads command and build read site.yaml through the content loader: one parser, one schema, and the
// checker's errors (file, line, what, how to fix) when something is wrong.
function readSiteConfig(root: string): SiteContent {
  const result = loadContentSync({ root });
  if (!result.ok) throw new ContentCheckError(result.errors, root);
  const { site, questions, languages } = result.content;
  // Stricter than the schema's pattern: an address the mail server would refuse stops the start, not a lead.
  site.leads.staffEmails.forEach((address, index) => {
    if (!isEmail(address)) throw new Error(`content/site.yaml: leads.staffEmails[${index}] "${address}" is not an e-mail address`);
  });
  return {
    site: {
      name: site.name,
      phone: site.phone.primary,
      state: site.state,
      leads: { project: site.leads.project, staffEmails: [...site.leads.staffEmails] },
      redirects: site.redirects.map(({ from, to }) => ({ from, to })),
      languages: [...languages],
    },
    questions,
    formWords: site.messages.form,
    formsInLanguage: Object.fromEntries(
      Object.values(result.content.translations).map((translation) => [
        translation.language,
        {
          questions: translation.questions,
          words: translation.site.messages.form,
          // The thank-you page in this language, else the main language's.
          thankYou: translation.routes[thankYouRoute] ?? thankYouRoute,
        },
      ]),
    ),
    speed: speedSettingsOf(site, Object.values(result.content.translations)),
  };
}
