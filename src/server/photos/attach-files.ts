export { attachFiles };
export type { AttachOutcome, PhotoChecks, PostedFile };

import { ApiError } from '../http/api-error.ts';
import type { LeadPhotoSize } from '../store/lead.ts';
import type { PhotoInfo, PhotoStore } from '../store/photo-store.ts';
import { photoLimits } from './photo-limits.ts';
import { cleanFileName, fileLabel } from './file-label.ts';
import { shrinkPhoto } from './shrink-photo.ts';

/** A file of the plain form's `photos` input: its bytes, or why it was not taken. */
type PostedFile = { name: string; data: Buffer } | { name: string; refused: string };

/** What a photo must pass before it is decoded (the store's room, the sender's allowance), and is told once stored. */
interface PhotoChecks {
  before(name: string): Promise<void>;
  added(bytes: number): void;
}

/** What became of a form's files: how many were stored, and each refused one with the reason. */
interface AttachOutcome {
  stored: LeadPhotoSize[];
  refused: { name: string; message: string }[];
}

// The plain form's photos, shrunk and stored with its lead one by one; a refused file is named, the others kept.
async function attachFiles(photos: PhotoStore, leadId: string, files: PostedFile[], checks: PhotoChecks): Promise<AttachOutcome> {
  const outcome: AttachOutcome = { stored: [], refused: [] };
  for (const file of files) {
    if ('refused' in file) {
      outcome.refused.push({ name: file.name, message: file.refused });
      continue;
    }
    try {
      await checks.before(file.name);
      const photo = await shrinkPhoto(file.data, file.name);
      const result = await photos.attach(leadId, { name: cleanFileName(file.name), ...photo }, photoLimits.perLead);
      if (result.status === 'attached') {
        checks.added(result.photo.bytes);
        outcome.stored.push(sizes(result.photo));
      } else
        outcome.refused.push({
          name: file.name,
          message: `${fileLabel(file.name)} was not added: a request holds at most ${photoLimits.perLead} photos.`,
        });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcome.refused.push({ name: file.name, message: [error.message, error.hint].filter(Boolean).join('. ') });
    }
  }
  return outcome;
}

function sizes({ id, width, height, bytes }: PhotoInfo): LeadPhotoSize {
  return { id, width, height, bytes };
}
