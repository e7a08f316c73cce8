export { answerOf, namedAnswer, keysNamed };

import type { LeadForm } from '../../content/lead-form.ts';
import type { Answer, LeadQuestions } from '../../content/questions.ts';

/** What a lead's answers are read from. */
interface AnsweredLead {
  form: LeadForm;
  answers: readonly Answer[];
}

function answerOf(answers: readonly Answer[], key: string): Answer | undefined {
  return answers.find((answer) => answer.key === key);
}

// The answer to the lead's town or service question: its own form's first, then the other form's (a question
// moved between forms still names it).
function namedAnswer(lead: AnsweredLead, questions: LeadQuestions, names: 'town' | 'service'): Answer | undefined {
  const other: LeadForm = lead.form === 'quote' ? 'estimate' : 'quote';
  const keys = [...questions[lead.form], ...questions[other]]
    .filter((question) => question.names === names)
    .map((question) => question.key);
  for (const key of keys) {
    const answer = answerOf(lead.answers, key);
    if (answer) return answer;
  }
  return undefined;
}

/** The keys of the town (or service) questions of either form. */
function keysNamed(questions: LeadQuestions, names: 'town' | 'service'): string[] {
  const keys = [...questions.estimate, ...questions.quote].filter((question) => question.names === names).map((question) => question.key);
  return [...new Set(keys)];
}
