export default PhotoGallery;
export { PhotoGallery };

// Its own chunk with its own styles: the list and a lead without photos never load it.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Image.css';
import { useState } from 'react';
import { Anchor, Group, Image, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { LeadPhoto } from '../types';

interface PhotoGalleryProps {
  /** The lead's photos, oldest first. */
  photos: LeadPhoto[];
  /** The homeowner's name, for the pictures' text alternatives. */
  name: string;
}

// The photos a homeowner sent: a grid of thumbnails; a tap opens one full size, with a link that saves it.
function PhotoGallery({ photos, name }: PhotoGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : photos[open];
  const alt = (index: number) => `Photo ${index + 1} of ${photos.length} from ${name || 'the homeowner'}`;
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
            <Image src={shown.url} alt={alt(open ?? 0)} fit="contain" mah="75vh" />
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
