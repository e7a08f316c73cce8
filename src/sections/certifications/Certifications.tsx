export { Certifications };
export type { CertificationsProps };

import { useSite } from '../../site/context';
import { siteWords } from '../../site/words';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';
import { CertificationCarousel } from './CertificationCarousel';

/** The section's keys, as schema/sections/certifications.schema.json defines them. */
type CertificationsProps = SectionProps<'certifications'>;

// The carousel wakes as it nears the screen (carousel.ts), so it is already rotating when the visitor gets there.
function Certifications({ id, heading, intro }: CertificationsProps) {
  const site = useSite();
  const headingId = useHeadingId(id);
  return (
    <SectionShell kind="certifications" id={id} heading={heading} headingId={headingId} intro={intro} tone="muted">
      <CertificationCarousel badges={site.certifications} labelledBy={headingId} words={siteWords(site)} />
    </SectionShell>
  );
}
