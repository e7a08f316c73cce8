export { Reviews };
export type { ReviewsProps };

import { useSite } from '../../site/context';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';
import { ReviewsWidget } from './ReviewsWidget';

/** The section's keys, as schema/sections/reviews.schema.json defines them. */
type ReviewsProps = SectionProps<'reviews'>;

function Reviews({ id, heading, intro }: ReviewsProps) {
  const { reviews } = useSite();
  const headingId = useHeadingId(id);
  // The content check asks for site.yaml's widget wherever the section is used.
  if (!reviews) return null;
  return (
    <SectionShell kind="reviews" id={id} heading={heading} headingId={headingId} intro={intro}>
      <ReviewsWidget {...reviews} />
    </SectionShell>
  );
}
