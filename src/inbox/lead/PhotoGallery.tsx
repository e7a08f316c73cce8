export default PhotoGallery;
export { PhotoGallery };

// Its own chunk with its own styles: the list and a lead without photos never load it.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Image.css';
import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Group, Image, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { LeadPhoto } from '../types';

interface PhotoGalleryProps {
  /** The lead's photos, oldest first. */
  photos: LeadPhoto[];
  /** The homeowner's name, for the pictures' text alternatives. */
  name: string;
}

/** A finger moved this far sideways, more than up or down, turns to the next or previous photo. */
const swipePx = 40;

// The photos a homeowner sent: a grid of thumbnails; a tap opens one full size, with the others a button, an arrow
// key or a swipe away, and a link that saves it.
function PhotoGallery({ photos, name }: PhotoGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const shown = open === null ? undefined : photos[open];
  const alt = (index: number) => `Photo ${index + 1} of ${photos.length} from ${name || 'the homeowner'}`;
  const count = photos.length;
  const many = count > 1;
  const showing = open !== null;
  const step = (by: number) => setOpen((index) => turn(index, by, count));

  // The arrow keys turn the photos while one is open.
  useEffect(() => {
    if (!showing || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
        setOpen((index) => turn(index, event.key === 'ArrowRight' ? 1 : -1, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [showing, count]);

  return (
    <>
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
        {photos.map((photo, index) => (
          <UnstyledButton key={photo.id} onClick={() => setOpen(index)} aria-label={`Open ${alt(index).toLowerCase()}`}>
            <Image src={`${photo.url}?size=small`} alt="" radius="sm" h={96} fit="cover" loading="lazy" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal opened={shown !== undefined} onClose={() => setOpen(null)} size="xl" title={open === null ? '' : alt(open)} centered>
        {shown && (
          <>
            <Image
              src={shown.url}
              alt={alt(open ?? 0)}
              fit="contain"
              mah="70vh"
              style={{ touchAction: 'pan-y pinch-zoom' }}
              onTouchStart={(event) => {
                const finger = event.touches[0];
                touch.current = finger && event.touches.length === 1 ? { x: finger.clientX, y: finger.clientY } : null;
              }}
              onTouchEnd={(event) => {
                const start = touch.current;
                const finger = event.changedTouches[0];
                touch.current = null;
                if (!start || !finger || !many) return;
                const dx = finger.clientX - start.x;
                if (Math.abs(dx) >= swipePx && Math.abs(dx) > Math.abs(finger.clientY - start.y)) step(dx < 0 ? 1 : -1);
              }}
            />
            {many && (
              <Group justify="space-between" mt="sm" wrap="nowrap">
                <Button variant="default" size="sm" onClick={() => step(-1)} aria-label="Previous photo">
                  ← Previous
                </Button>
                <Text size="sm" aria-live="polite">
                  {(open ?? 0) + 1} of {photos.length}
                </Text>
                <Button variant="default" size="sm" onClick={() => step(1)} aria-label="Next photo">
                  Next →
                </Button>
              </Group>
            )}
            <Group justify="space-between" mt="sm">
              <Text size="sm" c="gray.7">
                {shown.width} x {shown.height} px, {Math.round(shown.bytes / 1024)} KB
              </Text>
              <Anchor href={`${shown.url}?download=1`} download>
                Download
              </Anchor>
            </Group>
          </>
        )}
      </Modal>
    </>
  );
}

// Round the ends: after the last comes the first.
function turn(index: number | null, by: number, count: number): number | null {
  return index === null ? null : (index + by + count) % count;
}
