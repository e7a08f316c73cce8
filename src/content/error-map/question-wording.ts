// What the content check says about the forms' questions (site.yaml forms).
export { questionWording };

import type { Wording } from './describe';

const questionWording = {
  productField: (key: string): Wording => ({
    message: `The question key '${key}' is one every form asks already: name, email and phone are the form's own fields`,
    hint: `Leave this question out (the form already asks for the ${key === 'email' ? 'e-mail address' : key}), or give it another key.`,
  }),
  duplicateKey: (key: string, form: string, firstLine: number): Wording => ({
    message: `The ${form} form asks '${key}' twice: the first is on line ${firstLine}`,
    hint: 'Each question of a form needs its own key: rename one, or remove it.',
  }),
  keyKindsDiffer: (key: string, kind: string, other: string, line: number): Wording => ({
    message: `The question '${key}' is a ${kind} question here and a ${other} question in the other form (line ${line})`,
    hint: 'A key is kept with every request: use the same kind in both forms, or another key for one of them.',
  }),
  choicesNotUsed: (kind: string): Wording => ({
    message: `A ${kind} question offers no list, so these choices would never be shown`,
    hint: "Remove 'choices', or make the question a choice (one of a list) or several (any of a list) question.",
  }),
  choicesMissing: (key: string, kind: string): Wording => ({
    message: `The ${kind} question '${key}' has nothing to choose from`,
    hint: "Add 'choices:' with a list of { value, label }, or 'choices: towns' (the towns served) or 'choices: services'.",
  }),
  nothingOffered: (key: string): Wording => ({
    message: `Every choice of the question '${key}' is retired, so the form would offer none`,
    hint: 'Offer at least one choice, or retire the question itself with retired: true.',
  }),
  duplicateChoice: (value: string, firstLine: number): Wording => ({
    message: `The value '${value}' is in this list twice: the first is on line ${firstLine}`,
    hint: 'Each choice needs its own value, kept with the requests that chose it: change one, or remove it.',
  }),
  promptNotUsed: (kind: string): Wording => ({
    message: `A ${kind} question shows no list, so its prompt would never be shown`,
    hint: "Remove 'prompt', or use 'help' for a line under the field.",
  }),
  retiredNotListed: (): Wording => ({
    message: "'retiredChoices' belongs to a question whose choices are towns or services",
    hint: 'In a list of your own, retire a choice where it is: add retired: true to it.',
  }),
  retiredStillOffered: (value: string, list: 'towns' | 'services'): Wording => ({
    message: `The retired choice '${value}' is still offered: it is one of the ${list === 'towns' ? 'towns of serviceAreas' : 'services of the pages with a quote form'}`,
    hint:
      list === 'towns'
        ? "Remove the town from serviceAreas to stop offering it, or remove it from 'retiredChoices' to keep offering it."
        : "Remove the quote form from the page that offers it, or remove it from 'retiredChoices' to keep offering it.",
  }),
  pageServiceNotChoice: (): Wording => ({
    message: "'pageService' belongs to a choice question with a list of its own",
    hint: "Remove 'pageService' (a question whose choices are services names the service already).",
  }),
  serviceNotChoice: (
    service: string,
    values: readonly string[],
    question: { key: string; line: number; list: 'own' | 'services'; suggestion: string | undefined },
  ): Wording => ({
    message: `The service '${service}' is not a choice of the estimate form's question '${question.key}' (content/site.yaml, line ${question.line})`,
    expected: `one of: ${values.join(', ')}`,
    found: `'${service}'`,
    hint: question.suggestion
      ? `Did you mean '${question.suggestion}'?`
      : question.list === 'own'
        ? `Write one of the values listed above, or add a choice with the value '${service}' to that question.`
        : 'Write one of the values listed above: the services of the pages with a quote form.',
  }),
  twoPageServices: (form: string, firstLine: number): Wording => ({
    message: `The ${form} form has two questions that name the service: the first is on line ${firstLine}`,
    hint: "Keep 'pageService: true' (or 'choices: services') on one question of the form.",
  }),
};
