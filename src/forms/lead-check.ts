export { checkLead, answersOf, answerText, questionLimits, emptyAnswer, offeredChoices, asked };
export type { LeadValues, LeadErrors };

import { hasLineBreak, isEmail, isUsPhone, hasInvisible, productLimits } from './lead-rules';
import { productFields, type Answer, type Question, type QuestionChoice, type QuestionKind } from '../content/questions';
import type { FieldProblems } from '../content/types';

/** A request's values by field: the product's fields and each question's key; a several question's are a list. */
type LeadValues = Record<string, string | readonly string[] | undefined>;

/** Field or question key -> what is wrong, in words a visitor understands. */
type LeadErrors = Record<string, string>;

/** Longest accepted answer of each kind (a choice's value; a several question's each value). */
const questionLimits: Record<QuestionKind, number> = {
  choice: 100,
  several: 100,
  short: 300,
  long: 5000,
  'yes-no': 3,
  number: 7,
};

/** The largest number a number question takes (its message, site.yaml's `number`, says it): more is a slip of the keyboard. */
const largestNumber = 1_000_000;

// Browser and server check a request with the same rules, so nothing the form accepts is refused later: the
// product's fields (name, e-mail, phone) and each question the form asks, by its kind. The messages are the
// content's, in the language of the page the form is on.
function checkLead(values: LeadValues, questions: readonly Question[], problems: FieldProblems): LeadErrors {
  const errors: LeadErrors = {};
  for (const field of productFields) {
    const problem = productProblem(field, one(values[field]), problems);
    if (problem) errors[field] = problem;
  }
  for (const question of asked(questions)) {
    const problem = answerProblem(question, values[question.key], problems);
    if (problem) errors[question.key] = problem;
  }
  return errors;
}

/** The questions a form asks now (a retired one is kept only to name old answers). */
function asked(questions: readonly Question[]): Question[] {
  return questions.filter((question) => !question.retired);
}

/** The choices a question offers now, in order. */
function offeredChoices(question: Question): QuestionChoice[] {
  return (question.choices ?? []).filter((choice) => !choice.retired);
}

/** What a question holds before the visitor answers: an empty list for several, else ''. */
function emptyAnswer(question: Question): string | string[] {
  return question.kind === 'several' ? [] : '';
}

// The answers as a lead keeps them: the questions' words now, so the lead reads right after they change.
function answersOf(questions: readonly Question[], values: LeadValues): Answer[] {
  return asked(questions).flatMap((question) => {
    const value = answerValue(question, values[question.key]);
    if (value === '' || (Array.isArray(value) && value.length === 0)) return [];
    return [
      { key: question.key, label: question.listLabel ?? question.label, kind: question.kind, value, text: answerText(question, value) },
    ];
  });
}

/** An answer in words: the choices' labels, Yes or No, the text itself. */
function answerText(question: Question, value: string | readonly string[]): string {
  const label = (each: string) => question.choices?.find((choice) => choice.value === each)?.label ?? each;
  if (Array.isArray(value)) return value.map(label).join(', ');
  const single = value as string;
  if (question.kind === 'yes-no') return single === 'yes' ? 'Yes' : single === 'no' ? 'No' : single;
  return question.kind === 'choice' ? label(single) : single;
}

const missing = { name: 'nameMissing', email: 'emailMissing', phone: 'phoneMissing' } as const;

function productProblem(field: (typeof productFields)[number], value: string, problems: FieldProblems): string | undefined {
  if (value === '') return problems[missing[field]];
  if (value.length > productLimits[field]) return tooLong(problems, productLimits[field]);
  // Single-line fields end up in e-mail headers (subject, reply-to).
  if (hasLineBreak(value)) return problems.singleLine;
  if (value.includes('\u0000')) return problems.control;
  // A zero-width space or the like cannot be seen, typed back or answered.
  if (field === 'email' && hasInvisible(value)) return problems.invisible;
  if (field === 'email' && !isEmail(value)) return problems.email;
  if (field === 'phone' && !isUsPhone(value)) return problems.phone;
  return undefined;
}

function answerProblem(question: Question, raw: string | readonly string[] | undefined, problems: FieldProblems): string | undefined {
  const value = answerValue(question, raw);
  const empty = value === '' || (Array.isArray(value) && value.length === 0);
  if (empty) return question.required ? requiredMessage(question.kind, problems) : undefined;
  const limit = questionLimits[question.kind];
  const each = Array.isArray(value) ? value : [value as string];
  if (each.some((one) => one.includes('\u0000'))) return problems.control;
  if (question.kind === 'several') {
    const offered = offeredChoices(question).map((choice) => choice.value);
    return each.every((one) => offered.includes(one)) && new Set(each).size === each.length ? undefined : problems.choose;
  }
  const single = each[0]!;
  if (Array.isArray(raw) && raw.length > 1) return question.kind === 'choice' ? problems.choose : problems.singleLine;
  if (question.kind === 'number') return /^\d{1,7}$/.test(single) && Number(single) <= largestNumber ? undefined : problems.number;
  if (question.kind === 'yes-no') return single === 'yes' || single === 'no' ? undefined : problems.yesOrNo;
  if (single.length > limit) return question.kind === 'choice' ? problems.choose : tooLong(problems, limit);
  if (question.kind !== 'long' && hasLineBreak(single)) return problems.singleLine;
  // A page or a link may name a service of its own: any single line is taken.
  if (question.kind === 'choice' && !question.openChoice && !offeredChoices(question).some((choice) => choice.value === single)) {
    return problems.choose;
  }
  return undefined;
}

function tooLong(problems: FieldProblems, limit: number): string {
  return problems.tooLong.replaceAll('{limit}', String(limit));
}

// Trimmed; a several question's values as a list (one value sent alone is a list of one), without empty ones.
function answerValue(question: Question, raw: string | readonly string[] | undefined): string | string[] {
  if (question.kind === 'several') {
    const list = raw === undefined ? [] : typeof raw === 'string' ? [raw] : [...raw];
    return list.map((each) => each.trim()).filter((each) => each !== '');
  }
  return one(raw);
}

function one(raw: string | readonly string[] | undefined): string {
  if (raw === undefined) return '';
  return (typeof raw === 'string' ? raw : (raw[0] ?? '')).trim();
}

function requiredMessage(kind: QuestionKind, problems: FieldProblems): string {
  if (kind === 'choice') return problems.chooseOne;
  if (kind === 'several') return problems.chooseSome;
  if (kind === 'yes-no') return problems.yesOrNo;
  return problems.answerMissing;
}
