export default EstimateRequestForm;
export { EstimateRequestForm };
export type { EstimateRequestFormProps };

import { useState } from 'react';
import { Button, NativeSelect, Paper, TextInput, Textarea } from '@mantine/core';
import { budgetOptions, cityOptions, projectTypeOptions, timelineOptions, type FieldOption } from '../../forms/lead-options';
import { fieldLimits } from '../../forms/lead-rules';
import { leadFormAction, type LeadSetup } from '../../forms/lead-setup';
import { useLeadForm } from '../../forms/use-lead-form';
import { Honeypot } from '../shared/Honeypot';
import { SelectChevron } from '../shared/SelectChevron';
import { serviceChoices, serviceFromSearch } from './serviceQuery';

interface EstimateRequestFormProps {
  /** The page's service (e.g. Windows), selected at first and again after each sent request. */
  serviceType: string;
  /** Page to come back to after a submission without JavaScript. */
  returnTo: string;
  /** Lead API project, staff addresses and toast texts. */
  setup: LeadSetup;
  /** What the visitor typed before the form woke up (set by the islands loader). */
  typed?: Record<string, string>;
}

// One markup for both lives of the form: prerendered, it posts and validates without JavaScript;
// hydrated, it checks fields itself and sends the lead through the contact sequence.
function EstimateRequestForm({ serviceType, returnTo, setup, typed }: EstimateRequestFormProps) {
  // Read once: the server has no address bar; in the browser a `?service=` names the service.
  const [linked] = useState(() => (typeof window === 'undefined' ? null : serviceFromSearch(window.location.search)));
  const services = serviceChoices(serviceType, linked);
  const { form, formRef, submit, submitting } = useLeadForm({
    kind: 'estimate',
    blank: {
      name: '',
      phone: '',
      email: '',
      address: '',
      city: '',
      serviceType: serviceChoices(serviceType, null).selected,
      projectType: '',
      timeline: '',
      budget: '',
      message: '',
    },
    start: { serviceType: services.selected },
    typed,
    setup,
  });
  const field = (name: keyof typeof form.values) => ({ name, ...form.getInputProps(name) });
  const text = (name: keyof typeof form.values) => ({ ...field(name), maxLength: fieldLimits[name] });
  const choice = (name: keyof typeof form.values) => ({ ...field(name), size: 'md' as const, rightSection: <SelectChevron /> });
  return (
    <Paper withBorder radius="md" className="estimate-form-card">
      <form ref={formRef} method="post" action={leadFormAction} className="estimate-form-fields" onSubmit={submit}>
        <input type="hidden" name="form" value="estimate" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <TextInput label="Full Name" type="text" autoComplete="name" required size="md" {...text('name')} />
        <TextInput label="Phone Number" type="tel" autoComplete="tel" required size="md" {...text('phone')} />
        <TextInput label="Email Address" type="email" autoComplete="email" required size="md" {...text('email')} />
        <TextInput label="Address" type="text" autoComplete="address-line1" size="md" {...text('address')} />
        <NativeSelect label="City" data={withPrompt('Select your city', cityOptions)} {...choice('city')} />
        <NativeSelect label="Service" data={services.options} {...choice('serviceType')} />
        <NativeSelect label="Project Type" data={withPrompt('Select a project type', projectTypeOptions)} {...choice('projectType')} />
        <NativeSelect label="Timeline" data={withPrompt('Select a timeline', timelineOptions)} {...choice('timeline')} />
        <NativeSelect label="Budget" data={withPrompt('Select a budget', budgetOptions)} {...choice('budget')} />
        <Textarea label="Message" rows={4} size="md" className="estimate-form-wide" {...text('message')} />
        <Honeypot />
        <div className="estimate-form-wide">
          <Button type="submit" size="lg" className="estimate-form-submit" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Get Free Estimate'}
          </Button>
        </div>
      </form>
    </Paper>
  );
}

// Optional selects start on an empty choice so nothing is sent unless the visitor picks.
function withPrompt(prompt: string, options: FieldOption[]): FieldOption[] {
  return [{ value: '', label: prompt }, ...options];
}
