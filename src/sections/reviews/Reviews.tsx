export { Reviews };
export type { ReviewsProps };

import { useSite } from '../../site/context';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionBase } from '../shared/types';
import { ReviewsWidget } from './ReviewsWidget';

interface ReviewsProps extends SectionBase {
  /** Section heading (<h2>); the widget comes from site.yaml `reviews`. */
  heading: string;
  /** Paragraph under the heading. */
  intro?: string;
}

function Reviews({ id, heading, intro }: ReviewsProps) {
  const { reviews } = useSite();
  const headingId = useHeadingId(id);
  return (
    <SectionShell kind="reviews" id={id} heading={heading} headingId={headingId} intro={intro}>
      <ReviewsWidget {...reviews} />
    </SectionShell>
  );
}
