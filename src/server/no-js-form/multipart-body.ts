export { readMultipartForm, refuseOversizedForm };

import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { PostedFile } from '../photos/attach-files.ts';
import { photoLimits } from '../photos/photo-limits.ts';
import { fileLabel } from '../photos/file-label.ts';

// The plain form's fields come before its files (the file input is the form's last field); every field is read, files
// past the per-lead limit or over the file limit are drained and named as refused, so the lead itself is never lost.
// Fills `fields` and `files` as it reads, so that a body cut off or over its limits still shows what came.
async function readMultipartForm(request: FastifyRequest, fields: Record<string, unknown>, files: PostedFile[]): Promise<void> {
  const parts = request.parts({
    limits: { fields: 40, fieldSize: 20_000, files: 50, parts: 100, fileSize: photoLimits.fileBytes },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      // A repeated field is kept as a list: a several-choices question's ticked boxes; the schema refuses it elsewhere.
      fields[part.fieldname] = part.fieldname in fields ? [fields[part.fieldname], part.value].flat() : part.value;
      continue;
    }
    const name = part.filename ?? '';
    // An empty file input still sends one nameless, empty part.
    if (part.fieldname !== 'photos') {
      part.file.resume();
      fields[part.fieldname] = [];
      continue;
    }
    const data = await part.toBuffer();
    if (!name && data.length === 0) continue;
    if (part.file.truncated) {
      files.push({
        name,
        refused: `${fileLabel(name)} is too large: photos up to ${photoLimits.fileBytes / 1024 / 1024} MB are accepted.`,
      });
    } else if (files.length >= photoLimits.perLead) {
      files.push({ name, refused: `${fileLabel(name)} was not added: a request holds at most ${photoLimits.perLead} photos.` });
    } else {
      files.push({ name, data });
    }
  }
}

// The whole request is bounded before a byte of it is read (multipart parsing has no total limit of its own).
function refuseOversizedForm(request: FastifyRequest): void {
  const length = Number(request.headers['content-length'] ?? NaN);
  if (!Number.isFinite(length)) {
    throw new ApiError(411, 'PGRST411', 'Length required', 'A form with photos must say its length.', null);
  }
  if (length > photoLimits.requestBytes) {
    throw new ApiError(
      413,
      'PHOTO_REQUEST_SIZE',
      'The photos are too large together',
      `One request holds up to ${photoLimits.requestBytes / 1024 / 1024} MB of photos.`,
      'Send fewer or smaller photos.',
    );
  }
}
