export default QuoteRequestForm;
export { QuoteRequestForm };
export type { QuoteRequestFormProps };

import { useRef } from 'react';
import { Button, NativeSelect, TextInput, Textarea } from '@mantine/core';
import type { Choice } from '../../content/types';
import { leadFields } from '../../forms/field-catalogue';
import { fieldLimits } from '../../forms/lead-rules';
import { leadFormAction, type LeadSetup } from '../../forms/lead-setup';
import { useLeadForm } from '../../forms/use-lead-form';
import { formFieldValue } from '../../forms/wire-names';
import { Honeypot } from '../shared/Honeypot';
import { choiceLabel, LeadConfirmation } from '../shared/LeadConfirmation';
import { PhotoInput, type PhotoQueueRef } from '../shared/PhotoInput';
import { SelectChevron } from '../shared/SelectChevron';

interface QuoteRequestFormProps {
  /** The page's service slug, selected at first and again after each sent request. */
  service: string;
  /** The services to choose from (the pages with a quote form, then Other). */
  services: Choice[];
  /** Page to come back to after a submission without JavaScript. */
  returnTo: string;
  /** Lead API project and toast texts. */
  setup: LeadSetup;
  /** What the visitor typed before the form woke up (set by the islands loader). */
  typed?: Record<string, string>;
}

// One markup for both lives of the form: it posts without JavaScript and is hydrated as is.
function QuoteRequestForm({ service, services, returnTo, setup, typed }: QuoteRequestFormProps) {
  const photos = useRef<PhotoQueueRef['current']>(undefined);
  const { form, formRef, submit, submitting, sent, another } = useLeadForm({
    form: 'quote',
    blank: { name: '', email: '', phone: '', serviceType: service, message: '' },
    typed,
    setup,
    photos,
  });
  const field = (name: keyof typeof form.values) => ({ name, ...form.getInputProps(name) });
  const text = (name: keyof typeof form.values) => {
    const { label, type, autoComplete } = leadFields[name];
    return { ...field(name), label, type, autoComplete, size: 'md' as const, maxLength: fieldLimits[name] };
  };
  const offered = withSelected(services, service);
  if (sent) {
    const { values } = sent;
    return (
      <LeadConfirmation
        sent={{
          name: values.name.trim(),
          email: values.email.trim(),
          service: choiceLabel(offered, values.serviceType),
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
      <TextInput required {...text('name')} />
      <TextInput required {...text('email')} />
      <TextInput required {...text('phone')} />
      <NativeSelect
        label={leadFields.serviceType.label}
        data={offered}
        size="md"
        rightSection={<SelectChevron />}
        {...field('serviceType')}
      />
      <Textarea rows={3} {...text('message')} />
      <Honeypot />
      {/* Last of the fields: a form posted without JavaScript sends its files after every other field. */}
      <PhotoInput words={setup.photos} queue={photos} />
      <Button type="submit" size="md" fullWidth disabled={submitting}>
        {submitting ? 'Submitting...' : 'Get My Free Quote'}
      </Button>
    </form>
  );
}

// A page's own service is always among the choices (a page being written may not be in the list yet).
function withSelected(services: Choice[], service: string): Choice[] {
  if (service === '' || services.some((choice) => choice.value === service)) return services;
  return [{ value: service, label: service }, ...services];
}
