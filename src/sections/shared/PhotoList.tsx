export { PhotoList, PhotoCount, createPhotoQueue };
export type { PhotoListProps };

import { useSyncExternalStore, type MouseEvent } from 'react';
import type { PhotoWords } from '../../content/types';
import { createPhotoQueue, type PhotoQueue } from '../../forms/photos/photo-queue';

interface PhotoListProps {
  queue: PhotoQueue;
  words: PhotoWords;
}

// Loaded when a visitor first chooses a photo: each chosen photo with its thumbnail, a remove button, its progress
// while it is sent, and, if it did not arrive, why.
function PhotoList({ queue, words }: PhotoListProps) {
  const { photos, notes } = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  return (
    <div className="photo-list">
      {photos.length > 0 && (
        <ul>
          {photos.map((photo) => (
            <li key={photo.key} className="photo-item" data-state={photo.state}>
              {photo.thumbnail ? <img src={photo.thumbnail} alt="" width={56} height={56} /> : <span className="photo-thumb-wait" />}
              <span className="photo-name">{photo.name}</span>
              {photo.state === 'sending' && <progress max={1} value={photo.progress} aria-label={photo.name} />}
              {photo.state !== 'sending' && (
                <button
                  type="button"
                  className="photo-remove"
                  onClick={(event) => remove(event, () => queue.remove(photo.key))}
                  aria-label={`${words.remove} ${photo.name}`}
                >
                  {words.remove}
                </button>
              )}
              {photo.problem && (
                <p className="photo-problem" role="alert">
                  {photo.problem}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {notes.map((note) => (
        <p key={note} className="photo-problem" role="alert">
          {note}
        </p>
      ))}
    </div>
  );
}

// How many photos are chosen, for the field's status line (a screen reader says it as it changes).
function PhotoCount({ queue, words }: PhotoListProps) {
  const { photos } = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  const chosen = photos.filter((photo) => photo.state !== 'sent').length;
  return chosen > 0 ? words.chosen.replaceAll('{count}', String(chosen)) : null;
}

// The focus stays in the list: on the next photo's remove button, else the previous one's, else the add button.
function remove(event: MouseEvent<HTMLButtonElement>, take: () => void): void {
  const buttons = Array.from(event.currentTarget.closest('ul')?.querySelectorAll<HTMLButtonElement>('.photo-remove') ?? []);
  const at = buttons.indexOf(event.currentTarget);
  const field = event.currentTarget.closest('.photo-input')?.querySelector<HTMLInputElement>('input[type="file"]');
  const next = buttons[at + 1] ?? buttons[at - 1] ?? field;
  take();
  next?.focus();
}
