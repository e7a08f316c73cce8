export { QuestionField };
export type { QuestionFieldProps };

import { Input, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { offeredChoices, questionLimits } from '../../forms/lead-check';
import type { Question, QuestionChoice } from '../../content/questions';
import { SelectChevron } from './SelectChevron';

interface QuestionFieldProps {
  question: Question;
  /** The answer so far: a list for a several question. */
  value: string | string[];
  onChange: (value: string | string[]) => void;
  onBlur?: () => void;
  error?: string;
  /** A choice question's choices when they differ from the question's (a page's own service added). */
  choices?: QuestionChoice[];
  /** The class of a field that takes the form's whole width. */
  wide?: string;
  /** A long question's height in lines. Default: 4. */
  rows?: number;
  /** The answers of a yes-or-no question, in the page's language. */
  answers: { yes: string; no: string };
}

// One question, drawn by its kind. Check boxes and radios are the browser's own inside Mantine's field wrapper, so
// no component stylesheet is added to a page for them; each posts as it is without JavaScript.
function QuestionField({ question, value, onChange, onBlur, error, choices, wide, rows = 4, answers }: QuestionFieldProps) {
  const { key, label, help, required } = question;
  // Mantine's dimmed grey reads at 3.3:1 on white: a help line, where there is one, takes a darker one (WCAG AA).
  const helpStyle = help ? { styles: { description: { color: 'var(--mantine-color-gray-7)' } } } : {};
  const shared = { name: key, label, description: help, required, error, onBlur, size: 'md' as const, ...helpStyle };
  // A group's wrapper is a div: the name belongs to its boxes.
  const { name: _name, onBlur: _onBlur, ...wrapped } = shared;
  const text = typeof value === 'string' ? value : (value[0] ?? '');
  switch (question.kind) {
    case 'choice': {
      const options = (choices ?? offeredChoices(question)).map(({ value: v, label: l }) => ({ value: v, label: l }));
      const data = question.prompt ? [{ value: '', label: question.prompt }, ...options] : options;
      // The page's service select, whatever its key: the script after the form selects a service the address names.
      const pageService = question.names === 'service' && question.openChoice ? { 'data-page-service': '' } : {};
      return (
        <NativeSelect
          {...shared}
          {...pageService}
          data={data}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          rightSection={<SelectChevron />}
        />
      );
    }
    case 'several': {
      const picked = Array.isArray(value) ? value : [value];
      const toggle = (choice: string, on: boolean) =>
        onChange(
          offeredChoices(question)
            .map((c) => c.value)
            .filter((v) => (v === choice ? on : picked.includes(v))),
        );
      return (
        <Input.Wrapper {...wrapped} className={wide} labelElement="div" role="group" aria-label={label}>
          <div className="question-choices">
            {offeredChoices(question).map((choice) => (
              <label key={choice.value} className="question-choice">
                <input
                  type="checkbox"
                  name={key}
                  value={choice.value}
                  checked={picked.includes(choice.value)}
                  onChange={(e) => toggle(choice.value, e.currentTarget.checked)}
                />
                {choice.label}
              </label>
            ))}
          </div>
        </Input.Wrapper>
      );
    }
    case 'yes-no':
      return (
        <Input.Wrapper {...wrapped} labelElement="div" role="radiogroup" aria-label={label}>
          <div className="question-choices">
            {(['yes', 'no'] as const).map((answer) => (
              <label key={answer} className="question-choice">
                <input
                  type="radio"
                  name={key}
                  value={answer}
                  required={required}
                  checked={text === answer}
                  onChange={() => onChange(answer)}
                />
                {answers[answer]}
              </label>
            ))}
          </div>
        </Input.Wrapper>
      );
    case 'long':
      return (
        <Textarea
          {...shared}
          className={wide}
          rows={rows}
          maxLength={questionLimits.long}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <TextInput
          {...shared}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={questionLimits.number}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...shared}
          type="text"
          maxLength={questionLimits.short}
          // The browser fills a street address into the question kept as `address` (the sample's, and most sites').
          autoComplete={key === 'address' ? 'address-line1' : undefined}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
