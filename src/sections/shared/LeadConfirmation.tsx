export { LeadConfirmation, aroundPhone, choiceLabel };
export type { LeadConfirmationProps, SentRequest };

import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { Button } from '@mantine/core';
import type { Choice, ConfirmationWords, PhotoWords } from '../../content/types';
import type { PhotoQueue } from '../../forms/photos/photo-queue';

/** A stored request as the visitor sent it, in the words the form showed. */
interface SentRequest {
  name: string;
  email: string;
  /** The chosen service's label; absent when none was chosen. */
  service?: string;
  /** The chosen town's label; absent when none was chosen or the form does not ask. */
  town?: string;
  /** The photos that follow the request, when it had some. */
  photos?: PhotoQueue;
}

interface LeadConfirmationProps {
  sent: SentRequest;
  words: ConfirmationWords;
  photoWords: PhotoWords;
  /** The office's number, as a tap-to-call link. */
  phone: { label: string; href: string };
  /** Shows the form again, empty. */
  onAnother: () => void;
}

// In the form's place once a request is stored, until the visitor chooses to send another: what was received, what
// happens next, the phone, and the photos as they arrive. Screen readers are taken to its heading.
function LeadConfirmation({ sent, words, photoWords, phone, onAnother }: LeadConfirmationProps) {
  const headingId = `sent-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const [before, after] = aroundPhone(words.call, phone.label);
  const details: [string, string | undefined][] = [
    [words.nameLabel, sent.name],
    [words.emailLabel, sent.email],
    [words.serviceLabel, sent.service],
    [words.townLabel, sent.town],
  ];
  return (
    <section className="lead-confirmation" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="lead-confirmation-heading">
        {words.heading}
      </h3>
      <p className="lead-confirmation-received">{words.received}</p>
      <dl className="lead-confirmation-details">
        {details
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {sent.photos && <PhotosArriving queue={sent.photos} words={words} photoWords={photoWords} />}
      <p>{words.next}</p>
      <p>
        {before}
        <a href={phone.href} className="lead-confirmation-phone">
          {phone.label}
        </a>
        {after}
      </p>
      <Button type="button" variant="outline" size="md" onClick={onAnother}>
        {words.another}
      </Button>
    </section>
  );
}

// How many of the request's photos arrived, said again to screen readers as each one arrives or fails.
function PhotosArriving({ queue, words, photoWords }: { queue: PhotoQueue; words: ConfirmationWords; photoWords: PhotoWords }) {
  const { delivery } = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  if (!delivery || delivery.total === 0) return null;
  const count = words.photos.replaceAll('{count}', String(delivery.arrived)).replaceAll('{total}', String(delivery.total));
  return (
    <div className="lead-confirmation-photos" role="status">
      <p>{delivery.done ? count : `${photoWords.sending} ${count}`}</p>
      {delivery.missed.map((photo, index) => (
        <p key={index} className="photo-problem">
          {photo.problem}
        </p>
      ))}
    </div>
  );
}

/** The call text before and after the phone number (content requires it); without it, the number follows the text. */
function aroundPhone(text: string, phone: string): [string, string] {
  const at = text.indexOf(phone);
  return at < 0 ? [`${text} `, ''] : [text.slice(0, at), text.slice(at + phone.length)];
}

/** The words a select showed for its value (the value itself when the list lacks it); absent when nothing was chosen. */
function choiceLabel(options: Choice[], value: string | undefined): string | undefined {
  if (!value) return undefined;
  return options.find((option) => option.value === value)?.label ?? value;
}
