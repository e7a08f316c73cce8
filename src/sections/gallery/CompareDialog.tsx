export { CompareDialog };
export type { CompareDialogProps };

import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Picture, type PictureImage } from '../../images/Picture';
import type { SiteWords } from '../../content/types';
import type { GalleryItem } from './gallery-item';

interface CompareDialogProps {
  /** The project to compare. */
  item: GalleryItem;
  /** Called once the dialog has closed (Close button or Escape). */
  onClose: () => void;
  /** The pictures' labels and the close button, in the page's language. */
  words: Pick<SiteWords, 'before' | 'after' | 'close'>;
}

// A native modal <dialog>: the browser puts it above the page, makes the page inert, moves focus
// to the Close button and closes it on Escape.
function CompareDialog({ item, onClose, words }: CompareDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="gallery-dialog" aria-labelledby={titleId} onClose={onClose} onKeyDown={keepFocusInside}>
      <div className="gallery-dialog-header">
        <h2 id={titleId} className="gallery-dialog-title">
          {item.title}
        </h2>
        <button type="button" className="gallery-dialog-close" onClick={() => dialog.current?.close()}>
          {words.close}
        </button>
      </div>
      <div className="gallery-compare">
        <Stage stage="before" label={words.before} image={item.before} />
        <Stage stage="after" label={words.after} image={item.after} />
      </div>
    </dialog>
  );
}

interface StageProps {
  /** Which side of the work it shows. */
  stage: 'before' | 'after';
  /** That side's word, shown above the picture. */
  label: string;
  /** The picture, as large as the screen allows. */
  image: PictureImage;
}

function Stage({ stage, label, image }: StageProps) {
  return (
    <figure className="gallery-stage">
      {/* The large variant, at once: it is what the visitor opened the dialog for. */}
      <Picture image={image} slot="compare" loading="urgent" className="gallery-stage-image" />
      <figcaption className="gallery-caption" data-stage={stage}>
        {label}
      </figcaption>
    </figure>
  );
}

// Tab wraps around inside the dialog instead of leaving for the browser's own controls.
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])'));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
