export { FormQuestions };
export type { FormQuestionsProps };

import type { UseFormReturnType } from '@mantine/form';
import type { Question, QuestionChoice } from '../../content/questions';
import type { FormState } from '../../forms/use-lead-form';
import { QuestionField } from './QuestionField';

interface FormQuestionsProps {
  /** The questions the form asks now, in order. */
  questions: readonly Question[];
  /** The form's state (useLeadForm): each answer, its message and its handlers by the question's key. */
  form: Pick<UseFormReturnType<FormState>, 'getInputProps'>;
  /** The service question, with the page's own service among its choices. */
  service?: { question: Question; choices: QuestionChoice[] };
  /** The class of a long or several-choices question, to take the form's whole width. */
  wide?: string;
  /** A long question's height in lines. */
  rows?: number;
  /** The answers of a yes-or-no question, in the page's language. */
  answers: { yes: string; no: string };
}

// Each question of a lead form, drawn by its kind and bound to the form's state by its key.
function FormQuestions({ questions, form, service, wide, rows, answers }: FormQuestionsProps) {
  return questions.map((question) => {
    const { value, onChange, onBlur, error } = form.getInputProps(question.key);
    return (
      <QuestionField
        key={question.key}
        question={question}
        value={value as string | string[]}
        onChange={onChange as (value: string | string[]) => void}
        onBlur={onBlur as () => void}
        error={error as string | undefined}
        choices={question === service?.question ? service.choices : undefined}
        wide={question.kind === 'long' || question.kind === 'several' ? wide : undefined}
        rows={rows}
        answers={answers}
      />
    );
  });
}
