export { useHeadingId };

import { useId } from 'react';

// The heading's id labels its <section>; React's generated id keeps it unique when no anchor is given.
function useHeadingId(sectionId: string | undefined): string {
  const generated = useId().replace(/[^A-Za-z0-9]/g, '');
  return sectionId ? `${sectionId}-heading` : `section-${generated}-heading`;
}
