export { issueUploadToken, uploadTokenHash, uploadTokenHeader };

import { createHash, randomBytes } from 'node:crypto';
import type { PhotoStore } from '../store/photo-store.ts';
import { photoLimits } from './photo-limits.ts';

/** The response header of a stored lead that carries its upload token, and the request header that presents it. */
const uploadTokenHeader = 'x-upload-token';

// Only the sender of a lead learns its token: it is random, kept as a hash, and valid for photoLimits.uploadWindowMs.
async function issueUploadToken(photos: PhotoStore, leadId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await photos.allowUploads(leadId, uploadTokenHash(token), photoLimits.uploadWindowMs);
  return token;
}

function uploadTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
