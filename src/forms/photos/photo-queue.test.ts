import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhotoWords } from '../../content/types';
import { createPhotoQueue } from './photo-queue';
import { shrinkImage } from './shrink-image';

// The real shrinking (Node has no decoder: it fails), which a test may replace for a photo or two.
vi.mock('./shrink-image', async (importOriginal) => {
  const real = await importOriginal<typeof import('./shrink-image')>();
  return { ...real, shrinkImage: vi.fn(real.shrinkImage) };
});

const words: PhotoWords = {
  label: 'Photos',
  hint: '',
  choose: 'Add photos',
  chosen: 'Photos chosen: {count}.',
  remove: 'Remove',
  sending: 'Sending photos...',
  failed: '{file} did not arrive. {reason}',
  tooMany: 'Up to 10 photos: {file} was left out.',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The upload as the server answers it: a file named notes.jpg is refused (not a photo), any other one stored.
class FakeUpload {
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress?: unknown } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  private name = '';
  open(): void {}
  setRequestHeader(header: string, value: string): void {
    if (header === 'x-file-name') this.name = decodeURIComponent(value);
  }
  send(): void {
    setTimeout(() => {
      [this.status, this.responseText] = this.name === 'notes.jpg' ? [400, JSON.stringify({ hint: 'Send a photo.' })] : [201, '{}'];
      this.onload?.();
    });
  }
}

// Node has no createImageBitmap nor canvas: every photo here is one the browser could not shrink.
describe('the photo queue', () => {
  it('keeps a photo the browser cannot decode, to send as it is', async () => {
    const queue = createPhotoQueue(words);
    queue.add([new File(['not decodable here'], 'IMG_1.JPG', { type: 'image/jpeg' })]);
    await expect.poll(() => queue.snapshot().photos.map((photo) => [photo.name, photo.state])).toEqual([['IMG_1.JPG', 'ready']]);
    // Nor shown: a thumbnail would be a broken picture.
    expect(queue.snapshot().photos[0]!.thumbnail).toBeUndefined();
  });

  it('keeps a photo the browser decodes but then fails to shrink (no canvas here), and the photos after it', async () => {
    // Decoded as a camera photo, then drawing it fails: a phone short of memory fails the same way.
    const decode = vi.fn(async () => ({ width: 4032, height: 3024, close() {} }));
    vi.stubGlobal('createImageBitmap', decode);
    const queue = createPhotoQueue(words);
    queue.add([new File(['a'], 'IMG_1.JPG', { type: 'image/jpeg' }), new File(['b'], 'IMG_2.JPG', { type: 'image/jpeg' })]);
    await expect.poll(() => queue.snapshot().photos.map((photo) => photo.state)).toEqual(['ready', 'ready']);
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it('names every photo at once when the stored lead came without an upload token', async () => {
    const queue = createPhotoQueue(words);
    queue.add([new File(['a'], 'IMG_1.JPG', { type: 'image/jpeg' }), new File(['b'], 'Ventana cocina.jpg', { type: 'image/jpeg' })]);
    await expect(queue.send('contact_1', '')).resolves.toEqual(['IMG_1.JPG', 'Ventana cocina.jpg']);
    expect(queue.snapshot().photos.map((photo) => [photo.state, photo.problem])).toEqual([
      ['failed', 'IMG_1.JPG did not arrive.'],
      ['failed', 'Ventana cocina.jpg did not arrive.'],
    ]);
    expect(queue.snapshot().delivery).toEqual({
      total: 2,
      arrived: 0,
      missed: [
        { name: 'IMG_1.JPG', problem: 'IMG_1.JPG did not arrive.' },
        { name: 'Ventana cocina.jpg', problem: 'Ventana cocina.jpg did not arrive.' },
      ],
      done: true,
    });
    // They stay, so the visitor can send the form again with them.
    expect(queue.waiting()).toBe(2);
  });

  it('counts the photos as they arrive, naming the one the server refused', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const queue = createPhotoQueue(words);
    const seen: string[] = [];
    queue.subscribe(() => {
      const { delivery } = queue.snapshot();
      if (delivery)
        seen.push(
          `${delivery.arrived}/${delivery.total}${delivery.missed.length ? ` missed ${delivery.missed[0]!.name}` : ''}${delivery.done ? ' done' : ''}`,
        );
    });
    queue.add(['IMG_1.JPG', 'notes.jpg', 'IMG_3.JPG'].map((name) => new File([name], name, { type: 'image/jpeg' })));
    await expect(queue.send('contact_1', 'token')).resolves.toEqual(['notes.jpg']);
    // Each change once, in order (the list's own changes repeat the same count).
    expect([...new Set(seen)]).toEqual(['0/3', '1/3', '1/3 missed notes.jpg', '2/3 missed notes.jpg', '2/3 missed notes.jpg done']);
    expect(queue.snapshot().delivery!.missed[0]!.problem).toBe('notes.jpg did not arrive. Send a photo.');
  });

  it('lets its thumbnails go once released, after the photos being sent are through', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const revoked: string[] = [];
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
    // Both shrunk, as a browser does: each gets a thumbnail.
    const shrunk = async (file: Blob) => new Blob([await file.arrayBuffer()], { type: 'image/jpeg' });
    vi.mocked(shrinkImage).mockImplementationOnce(shrunk).mockImplementationOnce(shrunk);
    const queue = createPhotoQueue(words);
    queue.add(['IMG_1.JPG', 'notes.jpg'].map((name) => new File([name], name, { type: 'image/jpeg' })));
    await expect.poll(() => queue.snapshot().photos.every((photo) => photo.thumbnail)).toBe(true);
    const thumbnails = queue.snapshot().photos.map((photo) => photo.thumbnail);
    const sending = queue.send('contact_1', 'token');
    queue.release();
    // Still sending: nothing is taken away from under it.
    expect(queue.snapshot().photos).toHaveLength(2);
    await sending;
    expect(queue.snapshot().photos).toEqual([]);
    expect(revoked.sort()).toEqual(thumbnails.sort());
    expect(queue.snapshot().delivery).toMatchObject({ total: 2, arrived: 1, done: true });
  });

  it('names the eleventh photo as left out', () => {
    const queue = createPhotoQueue(words);
    queue.add(Array.from({ length: 11 }, (_, i) => new File([String(i)], `IMG_${i + 1}.JPG`, { type: 'image/jpeg' })));
    expect(queue.snapshot().photos).toHaveLength(10);
    expect(queue.snapshot().notes).toEqual(['Up to 10 photos: IMG_11.JPG was left out.']);
  });
});
