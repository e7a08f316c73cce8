export { CertificationCarousel };
export type { CertificationCarouselProps };

import type { Certification, SiteWords } from '../../content/types';
import { say } from '../../site/words';
import { IconBadge } from '../shared/IconBadge';
import { ControlIcon } from './ControlIcon';

interface CertificationCarouselProps {
  /** Every badge of site.yaml `certifications`, in order. */
  badges: Certification[];
  /** Id of the section heading that names the carousel. */
  labelledBy: string;
  /** The controls' words, in the page's language. */
  words: Pick<SiteWords, 'carousel' | 'slide' | 'slideOf' | 'pause' | 'play' | 'previous' | 'next' | 'showSlide'>;
}

// The served HTML (and the page without JavaScript) is the plain list of every badge, its controls hidden;
// carousel.ts turns it into a one-badge-at-a-time carousel as it nears the screen (a few attributes and a
// timer: no hydration runtime).
function CertificationCarousel({ badges, labelledBy, words }: CertificationCarouselProps) {
  const count = badges.length;
  return (
    <div
      className="certifications-carousel"
      data-carousel=""
      data-labelledby={labelledBy}
      data-kind={words.carousel}
      data-slide-kind={words.slide}
      data-pause={words.pause}
      data-play={words.play}
    >
      <div className="certifications-viewport">
        <ul className="certifications-list">
          {badges.map((badge, i) => (
            <li key={badge.name} className="certifications-item">
              {/* The slide role goes inside the list item: a <li> must keep its listitem role. */}
              <div className="certifications-slide" data-slide-label={say(words.slideOf, { number: String(i + 1), count: String(count) })}>
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
          <span className="certifications-toggle-label">{words.pause}</span>
        </button>
        <div className="certifications-nav">
          <button type="button" className="certifications-arrow" data-step="-1" aria-label={words.previous}>
            <ControlIcon name="previous" />
          </button>
          <div className="certifications-dots">
            {badges.map((badge, i) => (
              <button
                key={badge.name}
                type="button"
                className="certifications-dot"
                aria-label={say(words.showSlide, { number: String(i + 1) })}
              />
            ))}
          </div>
          <button type="button" className="certifications-arrow" data-step="1" aria-label={words.next}>
            <ControlIcon name="next" />
          </button>
        </div>
      </div>
    </div>
  );
}
