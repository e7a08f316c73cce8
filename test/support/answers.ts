export { fixtureQuestions, answersFor, rooferQuestions, rooferAnswers };

import type { LeadForm } from '../../src/content/lead-form.ts';
import type { Answer, LeadQuestions } from '../../src/content/questions.ts';
import { answersOf } from '../../src/forms/lead-check.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { fixtureRoot, type fixtureSites } from './fixture-sites.ts';

/** A fixture site's questions, as its server reads them. */
function fixtureQuestions(site: (typeof fixtureSites)[number]): LeadQuestions {
  return readSiteConfig(fixtureRoot(site)).questions;
}

/** A lead's answers to `values` (by question key), in the words of the questions now, as the lead routes keep them. */
function answersFor(questions: LeadQuestions, values: Record<string, string>, form: LeadForm = 'estimate'): Answer[] {
  return answersOf(questions[form], values);
}

/** The roofer fixture site's questions. */
const rooferQuestions: LeadQuestions = fixtureQuestions('roofer-site');

function rooferAnswers(values: Record<string, string>, form: LeadForm = 'estimate'): Answer[] {
  return answersFor(rooferQuestions, values, form);
}
