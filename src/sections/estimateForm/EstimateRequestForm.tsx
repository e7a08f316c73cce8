export default EstimateRequestForm;
export { EstimateRequestForm };
export type { EstimateRequestFormProps };

import { useRef, useState } from 'react';
import { Button, Paper, TextInput } from '@mantine/core';
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
import { serviceChoices, serviceFromSearch } from './serviceQuery';

interface EstimateRequestFormProps {
  /** The page's service (e.g. Roofing), selected at first and again after each sent request. */
  serviceType: string;
  /** Page to come back to after a submission without JavaScript. */
  returnTo: string;
  /** Lead API project and toast texts. */
  setup: LeadSetup;
  /** What the form asks besides name, phone and e-mail (site.yaml forms.estimate). */
  questions: Question[];
  /** What the visitor typed before the form woke up (set by the islands loader). */
  typed?: Record<string, string | string[]>;
}

// One markup for both lives of the form: prerendered, it posts and validates without JavaScript;
// hydrated, it checks fields itself and sends the lead through the contact sequence.
function EstimateRequestForm({ serviceType, returnTo, setup, questions, typed }: EstimateRequestFormProps) {
  // Read once: the server has no address bar; in the browser a `?service=` names the service.
  const photos = useRef<PhotoQueueRef['current']>(undefined);
  const [linked] = useState(() => (typeof window === 'undefined' ? null : serviceFromSearch(window.location.search)));
  const shown = asked(questions);
  const service = shown.find((question) => question.names === 'service');
  const town = shown.find((question) => question.names === 'town');
  const services = service ? serviceChoices(offeredChoices(service), serviceType, linked) : undefined;
  const blank: FormState = { name: '', phone: '', email: '' };
  for (const question of shown) blank[question.key] = emptyAnswer(question);
  if (service) blank[service.key] = serviceChoices(offeredChoices(service), serviceType, null).selected;
  const { form, formRef, submit, submitting, sent, another } = useLeadForm({
    form: 'estimate',
    questions: shown,
    blank,
    start: service && services ? { [service.key]: services.selected } : {},
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
    const said = (question: Question | undefined, options = question ? offeredChoices(question) : []) =>
      question ? choiceLabel(options, String(values[question.key] ?? '')) : undefined;
    return (
      <Paper withBorder radius="md" className="estimate-form-card">
        <LeadConfirmation
          sent={{
            name: String(values.name).trim(),
            email: String(values.email).trim(),
            service: said(service, services?.options),
            town: said(town),
            photos: sent.photos,
          }}
          words={setup.confirmation}
          photoWords={setup.photos}
          phone={setup.phone}
          onAnother={another}
        />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" className="estimate-form-card">
      <form
        ref={formRef}
        method="post"
        action={leadFormAction}
        encType="multipart/form-data"
        className="estimate-form-fields"
        onSubmit={submit}
      >
        <input type="hidden" name="form" value={formFieldValue('estimate')} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <TextInput required {...product('name')} />
        <TextInput required {...product('phone')} />
        <TextInput required {...product('email')} />
        {/* Optional choices start on an empty one so nothing is sent unless the visitor picks. */}
        <FormQuestions
          questions={shown}
          form={form}
          service={service && services ? { question: service, choices: services.options } : undefined}
          wide="estimate-form-wide"
          answers={setup.words.fields}
        />
        <Honeypot label={setup.words.fields.leaveEmpty} />
        {/* Last of the fields: a form posted without JavaScript sends its files after every other field. */}
        <div className="estimate-form-wide">
          <PhotoInput words={setup.photos} queue={photos} />
        </div>
        <div className="estimate-form-wide">
          <Button type="submit" size="lg" className="estimate-form-submit" disabled={submitting}>
            {submitting ? setup.words.fields.sending : setup.words.fields.estimateSend}
          </Button>
        </div>
      </form>
    </Paper>
  );
}
