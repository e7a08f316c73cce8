export { fixtureQuestions, answersFor, choiceLabel, rooferQuestions, rooferAnswers };

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

/** The words a form's question (by key) shows for one of its choices, a retired one included. */
function choiceLabel(questions: LeadQuestions, form: LeadForm, key: string, value: string): string {
  const choice = questions[form].find((question) => question.key === key)?.choices?.find((each) => each.value === value);
  if (!choice) throw new Error(`the ${form} form's question ${key} has no choice ${value}`);
  return choice.label;
}

/** The roofer fixture site's questions. */
const rooferQuestions: LeadQuestions = fixtureQuestions('roofer-site');

function rooferAnswers(values: Record<string, string>, form: LeadForm = 'estimate'): Answer[] {
  return answersFor(rooferQuestions, values, form);
}
