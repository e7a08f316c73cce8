export { PhotoInput };
export type { PhotoQueueRef };

import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { PhotoWords } from '../../content/types';
import type { PhotoQueue } from '../../forms/photos/photo-queue';
import type { PhotoListProps } from './PhotoList';

/** The form's photo queue, created when the first photo is chosen; the lead sender reads it. */
type PhotoQueueRef = { current: PhotoQueue | undefined };

interface PhotoInputProps {
  words: PhotoWords;
  queue: PhotoQueueRef;
}

// A real file input under a button-like label: without JavaScript the browser's own control shows and the form posts
// its files; with it, the input is hidden but kept (its label opens the picker, Tab and Enter or Space reach it),
// and the first choice loads the code that shrinks, lists and sends the photos (nothing of it is fetched before).
function PhotoInput({ words, queue }: PhotoInputProps) {
  // An id that starts with a letter (React's begin with a prefix of the island's).
  const id = `photos-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const input = useRef<HTMLInputElement>(null);
  const [parts, setParts] = useState<{ List: ComponentType<PhotoListProps>; Count: ComponentType<PhotoListProps> } | null>(null);
  // Photos chosen while the form wakes reach it twice (on waking, and as the change React replays): taken once.
  const taken = useRef<FileList | null>(null);

  async function take(files: FileList | null | undefined): Promise<void> {
    if (!files?.length || files === taken.current) return;
    taken.current = files;
    const chosen = Array.from(files);
    const { PhotoList, PhotoCount, createPhotoQueue } = await import('./PhotoList');
    queue.current ??= createPhotoQueue(words);
    queue.current.add(chosen);
    // The list holds them now; the input is free for more.
    if (input.current) input.current.value = '';
    setParts({ List: PhotoList, Count: PhotoCount });
  }

  // Photos chosen before the form woke up.
  useEffect(() => {
    void take(input.current?.files);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on waking
  }, []);

  return (
    <div className="photo-input" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="photo-input-label">
        {words.label}
      </p>
      <p id={`${id}-hint`} className="photo-input-hint">
        {words.hint}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        name="photos"
        multiple
        accept="image/*"
        className="photo-input-file"
        aria-labelledby={`${id}-pick`}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void take(event.currentTarget.files)}
      />
      <label htmlFor={id} className="photo-pick">
        <span id={`${id}-pick`}>{words.choose}</span>
      </label>
      {parts && queue.current && <parts.List queue={queue.current} words={words} />}
      {/* In the page from the start: a screen reader says what changes in a live region, not what it starts with. */}
      <p className="photo-status" role="status">
        {parts && queue.current && <parts.Count queue={queue.current} words={words} />}
      </p>
    </div>
  );
}
