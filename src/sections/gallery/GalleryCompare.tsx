export default GalleryCompare;
export type { GalleryCompareProps };

import { useRef, useState, type MouseEvent } from 'react';
import type { Image, SiteWords } from '../../content/types';
import { ContentImage } from '../shared/ContentImage';
import { CompareDialog } from './CompareDialog';
import type { GalleryItem } from './gallery-item';

interface GalleryCompareProps {
  /** The projects, in order. */
  items: GalleryItem[];
  /** Heading level of project titles: 3 under a section heading, 2 without one. */
  titleOrder: 2 | 3;
  /** The pictures' labels, the hint and the dialog's close button, in the page's language. */
  words: GalleryWords;
}

type GalleryWords = Pick<SiteWords, 'before' | 'after' | 'compare' | 'close'>;

// Both pictures of every project are in the server HTML, so the grid reads complete without JavaScript;
// each project's title is a button that opens the full-screen comparison.
function GalleryCompare({ items, titleOrder, words }: GalleryCompareProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const Heading = titleOrder === 2 ? 'h2' : 'h3';
  const open = (index: number, event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setSelected(index);
  };
  // Back to the project the visitor came from (not every browser restores focus on its own).
  const close = () => {
    setSelected(null);
    opener.current?.focus();
  };
  const current = selected === null ? undefined : items[selected];
  return (
    <>
      <ul className="gallery-grid">
        {items.map((item, index) => (
          <li key={item.title} className="gallery-item">
            <div className="gallery-card">
              <Heading className="gallery-title">
                <button type="button" className="gallery-open" aria-haspopup="dialog" onClick={(event) => open(index, event)}>
                  {item.title}
                </button>
              </Heading>
              <div className="gallery-pair">
                <Picture image={item.before} stage="before" label={words.before} />
                <Picture image={item.after} stage="after" label={words.after} />
              </div>
              {/* The button already says it opens a dialog; this line is for the eye. */}
              <span className="gallery-hint" aria-hidden="true">
                {words.compare}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {current && <CompareDialog item={current} onClose={close} words={words} />}
    </>
  );
}

interface PictureProps {
  /** The picture. */
  image: Image;
  /** Which side of the work it shows, written on its corner. */
  stage: 'before' | 'after';
  /** That side's word. */
  label: string;
}

function Picture({ image, stage, label }: PictureProps) {
  return (
    <figure className="gallery-figure">
      <ContentImage image={image} slot="gallery" className="gallery-image" />
      <figcaption className="gallery-caption" data-stage={stage}>
        {label}
      </figcaption>
    </figure>
  );
}
