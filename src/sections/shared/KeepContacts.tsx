export { KeepContacts };

import { Fragment, type ReactElement, type ReactNode } from 'react';

// `(555) 555-0100`, `555-555-0100`, `555.555.0100`, `+1 555 555 0100`: a US number as people write it; or an e-mail
// address.
const contact = /(?:\+1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * Text with every phone number kept on one line (a number split over two lines misreads) and every e-mail address
 * broken, when it must be, only after its @ or before a dot, never inside a name.
 */
function KeepContacts({ text }: { text: string }) {
  const parts: (string | ReactElement)[] = [];
  let at = 0;
  for (const match of text.matchAll(contact)) {
    parts.push(text.slice(at, match.index));
    parts.push(
      match[0].includes('@') ? (
        <Fragment key={match.index}>{breakableAddress(match[0])}</Fragment>
      ) : (
        <span key={match.index} className="nowrap">
          {match[0]}
        </span>
      ),
    );
    at = match.index + match[0].length;
  }
  if (at === 0) return text;
  parts.push(text.slice(at));
  return <>{parts}</>;
}

// A line may break after the @ and before each dot, as style guides break an address (<wbr>: no character added).
function breakableAddress(address: string): ReactNode[] {
  return address.split(/(?<=@)|(?=\.)/).flatMap((piece, index) => (index === 0 ? [piece] : [<wbr key={index} />, piece]));
}
