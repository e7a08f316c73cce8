export default CertificationCarousel;
export type { CertificationCarouselProps };

import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type FocusEvent } from 'react';
import type { Certification } from '../../content/types';
import type { IconName } from '../../icons/names';
import { IconBadge } from '../shared/IconBadge';
import { ControlIcon } from './ControlIcon';

interface CertificationCarouselProps {
  /** Every badge of site.yaml `certifications`, in order. */
  badges: Certification[];
  /** Id of the section heading that names the carousel. */
  labelledBy: string;
}

/** How long each badge stays before the next one (spec: 3000 ms). */
const rotationMs = 3000;

const reducedMotion = '(prefers-reduced-motion: reduce)';

// Server HTML (and the page without JavaScript) is the plain list of every badge; once hydrated it becomes
// a one-badge-at-a-time carousel that rotates until hovered, focused or paused.
function CertificationCarousel({ badges, labelledBy }: CertificationCarouselProps) {
  // False in the server HTML and while hydrating, true right after: the list turns into the carousel.
  const ready = useSyncExternalStore(subscribeNever, isClient, isServer);
  // Visitors who asked for less motion get no automatic rotation; they may still press play.
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, isServer);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const count = badges.length;
  const playing = choice ? choice === 'play' : !reduced;
  const rotating = ready && playing && !hovered && !focused && count > 1;

  // A fresh timer for every badge, so a manual move also gets the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), rotationMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  const go = (to: number) => setIndex(((to % count) + count) % count);
  // Keyboard focus only: a mouse click on a control already pauses through hover.
  const onFocus = (event: FocusEvent) => {
    if ((event.target as Element).matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  // Pressing play is an explicit request: rotate even while the pointer or focus is still here.
  const togglePlaying = () => {
    if (playing) return setChoice('pause');
    setChoice('play');
    setHovered(false);
    setFocused(false);
  };

  return (
    <div
      ref={root}
      className="certifications-carousel"
      data-ready={ready || undefined}
      role={ready ? 'group' : undefined}
      aria-roledescription={ready ? 'carousel' : undefined}
      aria-labelledby={ready ? labelledBy : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* Announce a badge the visitor brought up; stay quiet while badges change on their own. */}
      <div className="certifications-viewport" aria-live={ready ? (rotating ? 'off' : 'polite') : undefined}>
        <ul className="certifications-list" style={{ '--certifications-index': index } as CSSProperties}>
          {badges.map((badge, i) => (
            <li
              key={badge.name}
              className="certifications-item"
              aria-hidden={ready && i !== index ? true : undefined}
              inert={ready && i !== index}
              data-active={ready && i === index ? true : undefined}
            >
              {/* The slide role sits inside the list item: a <li> must keep its listitem role. */}
              <div
                className="certifications-slide"
                role={ready ? 'group' : undefined}
                aria-roledescription={ready ? 'slide' : undefined}
                aria-label={ready ? `${i + 1} of ${count}` : undefined}
              >
                <IconBadge name={badge.icon as IconName} color={badge.color} />
                <div>
                  <h3 className="certifications-name">{badge.name}</h3>
                  <p className="certifications-description">{badge.description}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="certifications-controls" hidden={!ready}>
        <button type="button" className="certifications-toggle" onClick={togglePlaying}>
          <ControlIcon name={playing ? 'pause' : 'play'} />
          <span className="certifications-toggle-label">{playing ? 'Pause' : 'Play'}</span>
        </button>
        <div className="certifications-nav">
          <button type="button" className="certifications-arrow" aria-label="Previous badge" onClick={() => go(index - 1)}>
            <ControlIcon name="previous" />
          </button>
          <div className="certifications-dots">
            {badges.map((badge, i) => (
              <button
                key={badge.name}
                type="button"
                className="certifications-dot"
                aria-label={`Show badge ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="certifications-arrow" aria-label="Next badge" onClick={() => go(index + 1)}>
            <ControlIcon name="next" />
          </button>
        </div>
      </div>
    </div>
  );
}

function subscribeNever() {
  return () => {};
}

function isClient() {
  return true;
}

function isServer() {
  return false;
}

function prefersReducedMotion() {
  return matchMedia(reducedMotion).matches;
}

function subscribeReducedMotion(onChange: () => void) {
  const query = matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
