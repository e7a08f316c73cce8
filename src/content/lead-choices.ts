// Adapter kept while the staff side (e-mail, inbox, export, visits, alerts) still reads lists by lead field: the
// same lists, now read from the forms' questions. Goes once those read a lead's answers.
export { leadChoices, choiceLabel, cityValue, otherChoice };

import type { LeadQuestions, Question } from './questions';
import { cityValue, otherChoice } from './town-value';
import type { Choice, ChoiceField, LeadChoices } from './types';

function leadChoices(questions: LeadQuestions): LeadChoices {
  const offered = (question: Question | undefined): Choice[] =>
    (question?.choices ?? []).filter((choice) => !choice.retired).map(({ value, label }) => ({ value, label }));
  const byKey = (key: string) => questions.estimate.find((question) => question.key === key);
  const town = questions.estimate.find((question) => question.names === 'town');
  const retired = (['estimate', 'quote'] as const).flatMap((form) =>
    questions[form].flatMap((question) =>
      (question.choices ?? [])
        .filter((choice) => choice.retired)
        .map((choice) => ({ field: fieldOf(question), value: choice.value, label: choice.label })),
    ),
  );
  return {
    city: offered(town),
    projectType: offered(byKey('projectType')),
    timeline: offered(byKey('timeline')),
    budget: offered(byKey('budget')),
    estimateService: offered(questions.estimate.find((question) => question.names === 'service')),
    quoteService: offered(questions.quote.find((question) => question.names === 'service')),
    retired: retired.filter((choice): choice is typeof choice & { field: ChoiceField } => choice.field !== undefined),
  };
}

/** The words for a stored value: an offered choice, a retired one, or the value itself when neither knows it. */
function choiceLabel(choices: LeadChoices, field: ChoiceField, value: string): string {
  const offered = field === 'serviceType' ? [...choices.quoteService, ...choices.estimateService] : choices[field];
  const known = offered.find((choice) => choice.value === value) ?? choices.retired.find((c) => c.field === field && c.value === value);
  return known?.label ?? value;
}

function fieldOf(question: Question): ChoiceField | undefined {
  if (question.names === 'town') return 'city';
  if (question.names === 'service') return 'serviceType';
  return (['projectType', 'timeline', 'budget'] as const).find((field) => field === question.key);
}
