export default QuoteRequestForm;
export { QuoteRequestForm };
export type { QuoteRequestFormProps };

import { Button, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { widgetServiceChoices } from '../../forms/lead-options';
import { fieldLimits } from '../../forms/lead-rules';
import { leadFormAction, type LeadSetup } from '../../forms/lead-setup';
import { useLeadForm } from '../../forms/use-lead-form';
import { Honeypot } from '../shared/Honeypot';
import { SelectChevron } from '../shared/SelectChevron';

interface QuoteRequestFormProps {
  /** The page's service slug, selected at first and again after each sent request. */
  service: string;
  /** Page to come back to after a submission without JavaScript. */
  returnTo: string;
  /** Lead API project, staff addresses and toast texts. */
  setup: LeadSetup;
  /** What the visitor typed before the form woke up (set by the islands loader). */
  typed?: Record<string, string>;
}

// One markup for both lives of the form: it posts without JavaScript and is hydrated as is.
function QuoteRequestForm({ service, returnTo, setup, typed }: QuoteRequestFormProps) {
  const { form, formRef, submit, submitting } = useLeadForm({
    kind: 'widget',
    blank: { name: '', email: '', phone: '', serviceType: service, message: '' },
    typed,
    setup,
  });
  const field = (name: keyof typeof form.values) => ({ name, ...form.getInputProps(name) });
  const text = (name: keyof typeof form.values) => ({ ...field(name), maxLength: fieldLimits[name] });
  return (
    <form ref={formRef} method="post" action={leadFormAction} className="quote-widget-form" onSubmit={submit}>
      <input type="hidden" name="form" value="widget" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <TextInput label="Full Name" type="text" autoComplete="name" required size="md" {...text('name')} />
      <TextInput label="Email Address" type="email" autoComplete="email" required size="md" {...text('email')} />
      <TextInput label="Phone Number" type="tel" autoComplete="tel" required size="md" {...text('phone')} />
      <NativeSelect
        label="Service"
        data={widgetServiceChoices(service)}
        size="md"
        rightSection={<SelectChevron />}
        {...field('serviceType')}
      />
      <Textarea label="Message" rows={3} size="md" {...text('message')} />
      <Honeypot />
      <Button type="submit" size="md" fullWidth disabled={submitting}>
        {submitting ? 'Submitting...' : 'Get My Free Quote'}
      </Button>
    </form>
  );
}
