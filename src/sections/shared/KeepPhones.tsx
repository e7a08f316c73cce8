export { KeepPhones };

import type { ReactElement } from 'react';

// `(555) 555-0100`, `555-555-0100`, `555.555.0100`, `+1 555 555 0100`: a US number as people write it.
const phone = /(?:\+1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}/g;

/** Text with every phone number in it kept on one line (a number split over two lines misreads). */
function KeepPhones({ text }: { text: string }) {
  const parts: (string | ReactElement)[] = [];
  let at = 0;
  for (const match of text.matchAll(phone)) {
    parts.push(text.slice(at, match.index));
    parts.push(
      <span key={match.index} className="nowrap">
        {match[0]}
      </span>,
    );
    at = match.index + match[0].length;
  }
  if (at === 0) return text;
  parts.push(text.slice(at));
  return <>{parts}</>;
}
