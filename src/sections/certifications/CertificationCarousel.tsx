export { CertificationCarousel };
export type { CertificationCarouselProps };

import type { Certification } from '../../content/types';
import { IconBadge } from '../shared/IconBadge';
import { ControlIcon } from './ControlIcon';

interface CertificationCarouselProps {
  /** Every badge of site.yaml `certifications`, in order. */
  badges: Certification[];
  /** Id of the section heading that names the carousel. */
  labelledBy: string;
}

// The served HTML (and the page without JavaScript) is the plain list of every badge, its controls hidden;
// carousel.ts turns it into a one-badge-at-a-time carousel as it nears the screen (a few attributes and a
// timer: no hydration runtime).
function CertificationCarousel({ badges, labelledBy }: CertificationCarouselProps) {
  const count = badges.length;
  return (
    <div className="certifications-carousel" data-carousel="" data-labelledby={labelledBy}>
      <div className="certifications-viewport">
        <ul className="certifications-list">
          {badges.map((badge, i) => (
            <li key={badge.name} className="certifications-item">
              {/* The slide role goes inside the list item: a <li> must keep its listitem role. */}
              <div className="certifications-slide" data-slide-label={`${i + 1} of ${count}`}>
                <IconBadge name={badge.icon} color={badge.color} />
                <div>
                  <h3 className="certifications-name">{badge.name}</h3>
                  <p className="certifications-description">{badge.description}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="certifications-controls" hidden>
        <button type="button" className="certifications-toggle">
          <ControlIcon name="pause" />
          <span className="certifications-toggle-label">Pause</span>
        </button>
        <div className="certifications-nav">
          <button type="button" className="certifications-arrow" data-step="-1" aria-label="Previous badge">
            <ControlIcon name="previous" />
          </button>
          <div className="certifications-dots">
            {badges.map((badge, i) => (
              <button key={badge.name} type="button" className="certifications-dot" aria-label={`Show badge ${i + 1}`} />
            ))}
          </div>
          <button type="button" className="certifications-arrow" data-step="1" aria-label="Next badge">
            <ControlIcon name="next" />
          </button>
        </div>
      </div>
    </div>
  );
}
