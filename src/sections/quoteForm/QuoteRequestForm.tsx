export default QuoteRequestForm;
export { QuoteRequestForm };
export type { QuoteRequestFormProps };

import { useRef } from 'react';
import { Button, TextInput } from '@mantine/core';
import type { Choice } from '../../content/types';
import { productWords } from '../../forms/product-words';
import { asked, emptyAnswer, offeredChoices } from '../../forms/lead-check';
import { productLimits } from '../../forms/lead-rules';
import { leadFormAction, type LeadSetup } from '../../forms/lead-setup';
import type { Question } from '../../content/questions';
import { useLeadForm, type FormState } from '../../forms/use-lead-form';
import { formFieldValue } from '../../forms/wire-names';
import { Honeypot } from '../shared/Honeypot';
import { choiceLabel, LeadConfirmation } from '../shared/LeadConfirmation';
import { PhotoInput, type PhotoQueueRef } from '../shared/PhotoInput';
import { FormQuestions } from '../shared/FormQuestions';

interface QuoteRequestFormProps {
  /** The page's service slug, selected at first and again after each sent request. */
  service: string;
  /** What the form asks besides name, e-mail and phone (site.yaml forms.quote). */
  questions: Question[];
  /** Page to come back to after a submission without JavaScript. */
  returnTo: string;
  /** Lead API project and toast texts. */
  setup: LeadSetup;
  /** What the visitor typed before the form woke up (set by the islands loader). */
  typed?: Record<string, string | string[]>;
}

// One markup for both lives of the form: it posts without JavaScript and is hydrated as is.
function QuoteRequestForm({ service, questions, returnTo, setup, typed }: QuoteRequestFormProps) {
  const photos = useRef<PhotoQueueRef['current']>(undefined);
  const shown = asked(questions);
  const serviceQuestion = shown.find((question) => question.names === 'service');
  const offered = serviceQuestion ? withSelected(offeredChoices(serviceQuestion), service) : [];
  const blank: FormState = { name: '', email: '', phone: '' };
  for (const question of shown) blank[question.key] = question === serviceQuestion ? service : emptyAnswer(question);
  const { form, formRef, submit, submitting, sent, another } = useLeadForm({
    form: 'quote',
    questions: shown,
    blank,
    typed,
    setup,
    photos,
  });
  const product = (name: 'name' | 'phone' | 'email') => {
    const { type, autoComplete } = productWords[name];
    const label = setup.words.fields[name];
    return { name, ...form.getInputProps(name), label, type, autoComplete, size: 'md' as const, maxLength: productLimits[name] };
  };
  if (sent) {
    const { values } = sent;
    return (
      <LeadConfirmation
        sent={{
          name: String(values.name).trim(),
          email: String(values.email).trim(),
          service: serviceQuestion ? choiceLabel(offered, String(values[serviceQuestion.key] ?? '')) : undefined,
          photos: sent.photos,
        }}
        words={setup.confirmation}
        photoWords={setup.photos}
        phone={setup.phone}
        onAnother={another}
      />
    );
  }
  return (
    <form ref={formRef} method="post" action={leadFormAction} encType="multipart/form-data" className="quote-form-fields" onSubmit={submit}>
      <input type="hidden" name="form" value={formFieldValue('quote')} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <TextInput required {...product('name')} />
      <TextInput required {...product('email')} />
      <TextInput required {...product('phone')} />
      <FormQuestions
        questions={shown}
        form={form}
        service={serviceQuestion ? { question: serviceQuestion, choices: offered } : undefined}
        rows={3}
        answers={setup.words.fields}
      />
      <Honeypot label={setup.words.fields.leaveEmpty} />
      {/* Last of the fields: a form posted without JavaScript sends its files after every other field. */}
      <PhotoInput words={setup.photos} queue={photos} />
      <Button type="submit" size="md" fullWidth disabled={submitting}>
        {submitting ? setup.words.fields.sending : setup.words.fields.quoteSend}
      </Button>
    </form>
  );
}

// A page's own service is always among the choices (a page being written may not be in the list yet).
function withSelected(services: Choice[], service: string): Choice[] {
  if (service === '' || services.some((choice) => choice.value === service)) return services;
  return [{ value: service, label: service }, ...services];
}
