export default EstimateRequestForm;
export { EstimateRequestForm };
export type { EstimateRequestFormProps, EstimateChoices };

import { useRef, useState } from 'react';
import { Button, NativeSelect, Paper, TextInput, Textarea } from '@mantine/core';
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
import { serviceChoices, serviceFromSearch } from './serviceQuery';

/** The selects' choices, from content (site.yaml serviceAreas and formChoices). */
interface EstimateChoices {
  city: Choice[];
  projectType: Choice[];
  timeline: Choice[];
  budget: Choice[];
  service: Choice[];
}

interface EstimateRequestFormProps {
  /** The page's service (e.g. Roofing), selected at first and again after each sent request. */
  serviceType: string;
  /** Page to come back to after a submission without JavaScript. */
  returnTo: string;
  /** Lead API project and toast texts. */
  setup: LeadSetup;
  /** What each select offers. */
  choices: EstimateChoices;
  /** What the visitor typed before the form woke up (set by the islands loader). */
  typed?: Record<string, string>;
}

// One markup for both lives of the form: prerendered, it posts and validates without JavaScript;
// hydrated, it checks fields itself and sends the lead through the contact sequence.
function EstimateRequestForm({ serviceType, returnTo, setup, choices, typed }: EstimateRequestFormProps) {
  // Read once: the server has no address bar; in the browser a `?service=` names the service.
  const photos = useRef<PhotoQueueRef['current']>(undefined);
  const [linked] = useState(() => (typeof window === 'undefined' ? null : serviceFromSearch(window.location.search)));
  const services = serviceChoices(choices.service, serviceType, linked);
  const { form, formRef, submit, submitting, sent, another } = useLeadForm({
    form: 'estimate',
    blank: {
      name: '',
      phone: '',
      email: '',
      address: '',
      city: '',
      serviceType: serviceChoices(choices.service, serviceType, null).selected,
      projectType: '',
      timeline: '',
      budget: '',
      message: '',
    },
    start: { serviceType: services.selected },
    typed,
    setup,
    photos,
  });
  const field = (name: keyof typeof form.values) => ({ name, ...form.getInputProps(name) });
  const text = (name: keyof typeof form.values) => {
    const { label, type, autoComplete } = leadFields[name];
    return { ...field(name), label, type, autoComplete, size: 'md' as const, maxLength: fieldLimits[name] };
  };
  const choice = (name: keyof typeof form.values, options: Choice[]) => {
    const { label, prompt } = leadFields[name];
    const data = prompt ? [{ value: '', label: prompt }, ...options] : options;
    return { ...field(name), label, data, size: 'md' as const, rightSection: <SelectChevron /> };
  };
  if (sent) {
    const { values } = sent;
    return (
      <Paper withBorder radius="md" className="estimate-form-card">
        <LeadConfirmation
          sent={{
            name: values.name.trim(),
            email: values.email.trim(),
            service: choiceLabel(services.options, values.serviceType),
            town: choiceLabel(choices.city, values.city),
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
        <TextInput required {...text('name')} />
        <TextInput required {...text('phone')} />
        <TextInput required {...text('email')} />
        <TextInput {...text('address')} />
        {/* Optional selects start on an empty choice so nothing is sent unless the visitor picks. */}
        <NativeSelect {...choice('city', choices.city)} />
        <NativeSelect {...choice('serviceType', services.options)} />
        <NativeSelect {...choice('projectType', choices.projectType)} />
        <NativeSelect {...choice('timeline', choices.timeline)} />
        <NativeSelect {...choice('budget', choices.budget)} />
        <Textarea rows={4} className="estimate-form-wide" {...text('message')} />
        <Honeypot />
        {/* Last of the fields: a form posted without JavaScript sends its files after every other field. */}
        <div className="estimate-form-wide">
          <PhotoInput words={setup.photos} queue={photos} />
        </div>
        <div className="estimate-form-wide">
          <Button type="submit" size="lg" className="estimate-form-submit" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Get Free Estimate'}
          </Button>
        </div>
      </form>
    </Paper>
  );
}
