import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhotoWords } from '../../content/types';
import { createPhotoQueue } from './photo-queue';

const words: PhotoWords = {
  label: 'Photos',
  hint: '',
  remove: 'Remove',
  sending: 'Sending photos...',
  sent: 'Photos received: {count}.',
  failed: '{file} did not arrive. {reason}',
  tooMany: 'Up to 10 photos: {file} was left out.',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

// Node has no createImageBitmap nor canvas: every photo here is one the browser could not shrink.
describe('the photo queue', () => {
  it('keeps a photo the browser cannot decode, to send as it is', async () => {
    const queue = createPhotoQueue(words);
    queue.add([new File(['not decodable here'], 'IMG_1.JPG', { type: 'image/jpeg' })]);
    await expect.poll(() => queue.snapshot().photos.map((photo) => [photo.name, photo.state])).toEqual([['IMG_1.JPG', 'ready']]);
    expect(queue.snapshot().photos[0]!.thumbnail).toMatch(/^blob:/);
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
    expect(queue.snapshot().status).toBe('');
    // They stay, so the visitor can send the form again with them.
    expect(queue.waiting()).toBe(2);
  });

  it('names the eleventh photo as left out', () => {
    const queue = createPhotoQueue(words);
    queue.add(Array.from({ length: 11 }, (_, i) => new File([String(i)], `IMG_${i + 1}.JPG`, { type: 'image/jpeg' })));
    expect(queue.snapshot().photos).toHaveLength(10);
    expect(queue.snapshot().notes).toEqual(['Up to 10 photos: IMG_11.JPG was left out.']);
  });
});
