export { useLeadForm };
export type { LeadFormOptions, SentLead, FormState };

import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useForm } from '@mantine/form';
import type { LeadValues } from './contact-sequence';
import type { LeadForm } from '../content/lead-form';
import { checkLead } from './lead-check';
import type { LeadSetup } from './lead-setup';
import type { PhotoQueue } from './photos/photo-queue';
import type { Question } from '../content/questions';

/** A form's state: the product's fields and each question's answer by key (a list for several choices). */
type FormState = Record<string, string | string[]>;

interface LeadFormOptions<V extends FormState> {
  /** Which form: decides the lead id and the toasts. */
  form: LeadForm;
  /** The questions it asks (from content), checked as the server checks them. */
  questions: readonly Question[];
  /** The form's empty state, with the page's default service; success returns to it. */
  blank: V;
  /** Values to start from instead of the blank ones (a service named in the address). */
  start?: Partial<V>;
  /** What the visitor typed before the form woke up: it wins over everything else. */
  typed?: Record<string, string | string[]>;
  /** Where the lead goes and the toast texts. */
  setup: LeadSetup;
  /** The form's photos, once a visitor chose some. */
  photos?: { current: PhotoQueue | undefined };
}

/** A stored request: what the form held when it was sent, and the photos that follow it. */
interface SentLead<V> {
  values: V;
  photos?: PhotoQueue;
}

// The state, checks and submission shared by both lead forms; once a request is stored, what was sent, until the
// visitor asks for the form again.
function useLeadForm<V extends FormState>({ form: leadForm, questions, blank, start, typed, setup, photos }: LeadFormOptions<V>) {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: { ...blank, ...start, ...knownFields(typed, blank) },
    validate: (values) => checkLead(values, questions, setup.words.problems),
  });
  const busy = useRef(false);
  const [sent, setSent] = useState<SentLead<V> | null>(null);
  const refocus = useRef(false);

  // Field messages replace the browser's bubbles once the form is interactive; without JavaScript they stay. A form
  // shown again after a sent request takes the focus to its first field.
  const formRef = useCallback((element: HTMLFormElement | null) => {
    if (!element) return;
    element.noValidate = true;
    if (refocus.current) {
      refocus.current = false;
      element.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')?.focus();
    }
  }, []);

  const sendValid = async (values: V, event: FormEvent<HTMLFormElement> | undefined) => {
    const element = event?.currentTarget;
    if (busy.current || !element) return;
    busy.current = true;
    const website = String(new FormData(element).get('website') ?? '');
    try {
      let send: typeof import('./send-lead').sendLead;
      try {
        ({ sendLead: send } = await import('./send-lead'));
      } catch {
        // The code could not load (a new release replaced it): post the plain form instead.
        element.submit();
        return;
      }
      const queue = photos?.current;
      const stored = await send({ form: leadForm, values: { ...(values as unknown as LeadValues), website }, setup, photos: queue });
      if (stored) {
        form.setInitialValues(blank);
        form.reset();
        // The next request starts a queue of its own; this one's photos go on arriving for the confirmation.
        queue?.release();
        if (photos) photos.current = undefined;
        setSent({ values, photos: queue });
      }
    } finally {
      busy.current = false;
    }
  };

  // Built when the event comes, so nothing here runs during render.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(sendValid, (errors, _values, failed) => focusFirstInvalid(failed?.currentTarget, errors))(event);

  // The form again, empty, with the page's defaults.
  const another = () => {
    refocus.current = true;
    setSent(null);
  };

  return { form, formRef, submit, submitting: form.submitting, sent, another };
}

// Only the form's own fields: the honeypot and hidden inputs are not part of its state.
function knownFields<V extends object>(typed: Record<string, string | string[]> | undefined, blank: V): Partial<V> {
  if (!typed) return {};
  return Object.fromEntries(Object.entries(typed).filter(([name]) => Object.hasOwn(blank, name))) as Partial<V>;
}

// Move to the first field (in page order) that needs attention, once its message is rendered and linked to it.
function focusFirstInvalid(element: HTMLFormElement | undefined, errors: Record<string, unknown>): void {
  if (!element) return;
  const first = Array.from(element.elements).find((field) => Object.hasOwn(errors, (field as HTMLInputElement).name));
  setTimeout(() => (first as HTMLElement | undefined)?.focus(), 0);
}
