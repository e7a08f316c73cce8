export { sendLead, withDeadline, sendLimits };
export type { SendLeadRequest };

import { notifications } from '@mantine/notifications';
import { whenHydrated } from '../site/wake-island';
import { visitAttribution } from './attribution';
import { submitLead, type LeadValues } from './contact-sequence';
import type { LeadForm } from '../content/lead-form';
import type { LeadSetup } from './lead-setup';
import { photoProblem } from './photos/photo-problem';
import type { PhotoQueue } from './photos/photo-queue';

/** One submission from a form island. */
interface SendLeadRequest {
  /** Which form sent it. */
  form: LeadForm;
  /** What the visitor typed. */
  values: LeadValues;
  /** Where it goes and what the visitor is told. */
  setup: LeadSetup;
  /** Photos chosen in the form, sent to the lead once it is stored. */
  photos?: PhotoQueue;
}

/** Time limits, so the button never stays on 'Submitting...'. */
const sendLimits = {
  /** Per request. */
  requestMs: 7_000,
  /** Extra attempts per request after a network error, a timeout or a 5xx. */
  retries: 1,
  /** The whole sequence; past it the visitor is told to call or try again. */
  totalMs: 20_000,
};

// Loaded on the first submit, with ky and the toast code: a page that is only read never downloads them.
async function sendLead({ form, values, setup, photos }: SendLeadRequest): Promise<boolean> {
  const toastsReady = whenHydrated('Toasts').then(
    () => true,
    () => false,
  );
  const sent = submitLead(form, values, {
    project: setup.project,
    timeout: sendLimits.requestMs,
    retries: sendLimits.retries,
    attribution: visitAttribution(location, document.referrer, () => sessionStorage),
    photosComing: photos?.waiting(),
  });
  // The lead never waits for its photos: they follow it as soon as it is stored (not after the toast area wakes), even
  // when that took longer than the visitor was asked to wait.
  const missedPhotos = sent.then((stored) => (stored.ok && photos?.waiting() ? photos.send(stored.id, stored.uploadToken) : []));
  const result = await withDeadline(sent, sendLimits.totalMs).catch(() => null);
  const ok = result?.ok === true;
  // The visit counter, when it runs, counts the sent form with the lead's id (see src/visits/counter.ts).
  if (result?.ok) dispatchEvent(new CustomEvent('lead-sent', { detail: { id: result.id, form } }));
  const toasts = await toastsReady;
  announce(ok ? setup.successMessage : setup.failureMessage, ok, toasts);
  // Each photo that did not arrive is named.
  void missedPhotos.then((missed) => {
    if (missed.length) announce(missed.map((name) => photoProblem(setup.photos, name)).join(' '), false, toasts);
  });
  return ok;
}

// Resolves to null when the work takes longer than `ms`; the work itself carries on.
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// A toast in the top-right area; if its code could not load, the browser's own dialog says it instead.
function announce(message: string, ok: boolean, toasts: boolean): void {
  if (!toasts) {
    window.alert(message);
    return;
  }
  notifications.show({
    message,
    color: ok ? 'green' : 'red',
    autoClose: ok ? 8_000 : 15_000,
    withCloseButton: true,
  });
}
