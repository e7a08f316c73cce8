export { checkSampleMarks };

import { brandImageTypes } from './brand-check';
import { errorAt, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import { goLiveWording } from './error-map';
import { nearestImage } from './nearest-image';
import { imagesFolder, isImagePath, listImages, probeImage, sourceOf } from '../images/source-files';

/** site.yaml's sample marks point at something: a sharing image the folder lacks would let the sample's picture,
 * renamed, pass the go-live check unseen. */
function checkSampleMarks(files: readonly ParsedFile[], root: string): ContentError[] {
  const site = files.find((file) => file.content.role === 'site');
  const sample = site && isRecord(site.data) && isRecord(site.data.sample) ? site.data.sample : undefined;
  const src = sample?.sharingImage;
  // A path the schema refuses has its own message already.
  if (!site || typeof src !== 'string' || !isImagePath(src) || probeImage(sourceOf(root, src)).kind !== 'missing') return [];
  const said = goLiveWording.sampleImageMissing(
    src,
    imagesFolder,
    nearestImage(
      src,
      listImages(root).filter((file) => brandImageTypes.sharingImage.test(file)),
    ),
  );
  return [errorAt(site.source(), ['sample', 'sharingImage'], 'value', said)];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
