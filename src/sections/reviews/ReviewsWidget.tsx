export { ReviewsWidget };
export type { ReviewsWidgetProps };

import { Button } from '@mantine/core';
import { Icon } from '../../icons/Icon';

interface ReviewsWidgetProps {
  /** Address of the third-party widget's script. */
  scriptUrl: string;
  /** The widget's id at the reviews provider. */
  widgetId: string;
  /** Page where visitors can read the reviews without the widget. */
  fallbackUrl: string;
  /** Words of the link to that page. */
  fallbackLabel: string;
}

// Plain props only: a script may later load the widget into this box; until then (or without
// JavaScript) the box offers the link to the reviews.
function ReviewsWidget({ scriptUrl, widgetId, fallbackUrl, fallbackLabel }: ReviewsWidgetProps) {
  return (
    <div className="reviews-widget" data-reviews-widget={widgetId} data-script-src={scriptUrl}>
      <div className="reviews-fallback">
        <span className="reviews-stars" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((star) => (
            <Icon key={star} name="star" size={22} />
          ))}
        </span>
        <Button component="a" href={fallbackUrl} variant="outline" size="md" rel="noopener" className="reviews-link">
          {fallbackLabel}
        </Button>
      </div>
    </div>
  );
}
