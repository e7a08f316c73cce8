// ADAPTER, to be removed when the content loader gives each form's questions (LoadedContent.questions) and the
// forms' own answersOf builds a lead's answers: today's ten fixed fields as the questions they become, and the
// answers of a request read from those fields.
export { questionsFromChoices, answersFromFields };

import type { LeadChoices } from '../content/types.ts';
import { leadFields } from '../forms/field-catalogue.ts';
import type { LeadFieldName } from '../forms/lead-rules.ts';
import type { Answer, LeadQuestions, Question } from '../forms/questions.ts';

type FieldQuestion = Exclude<LeadFieldName, 'name' | 'email' | 'phone'>;

// The forms' fields as they are asked today, in the order asked, each with its catalogue words and its list.
function questionsFromChoices(choices: LeadChoices): LeadQuestions {
  const retired = (field: FieldQuestion) =>
    choices.retired.filter((choice) => choice.field === field).map(({ value, label }) => ({ value, label, retired: true }));
  const question = (key: FieldQuestion, kind: Question['kind'], list?: { value: string; label: string }[]): Question => {
    const { label, listLabel, prompt } = leadFields[key];
    return {
      key,
      label,
      ...(listLabel ? { listLabel } : {}),
      kind,
      ...(prompt ? { prompt } : {}),
      ...(list ? { choices: [...list, ...retired(key)] } : {}),
    };
  };
  return {
    estimate: [
      question('address', 'short'),
      { ...question('city', 'choice', choices.city), names: 'town' },
      { ...question('serviceType', 'choice', choices.estimateService), names: 'service', openChoice: true },
      question('projectType', 'choice', choices.projectType),
      question('timeline', 'choice', choices.timeline),
      question('budget', 'choice', choices.budget),
      question('message', 'long'),
    ],
    quote: [{ ...question('serviceType', 'choice', choices.quoteService), names: 'service' }, question('message', 'long')],
  };
}

// A checked request's answers: each question of its form with a value, in the words of its question now.
function answersFromFields(questions: readonly Question[], value: (key: string) => string): Answer[] {
  return questions.flatMap((question) => {
    const given = value(question.key).trim();
    if (given === '' || question.retired) return [];
    const text = question.choices?.find((choice) => choice.value === given)?.label ?? given;
    return [{ key: question.key, label: question.listLabel ?? question.label, kind: question.kind, value: given, text }];
  });
}
