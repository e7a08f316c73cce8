export { checkBrand, brandImageTypes };

import { errorAt, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import { brandWording } from './error-map';
import { nearestImage } from './nearest-image';
import { minimumContrast, textContrast } from '../brand/contrast';
import { sharingImageSize } from '../brand/files';
import { imageWording } from '../images/image-wording';
import { imagesFolder, isImagePath, listImages, probeImage, sourceOf } from '../images/source-files';

/** The files each brand picture may be (the schema's patterns): a near name of another type is no fix. */
const brandImageTypes = { logo: /\.(svg|png)$/i, favicon: /\.(svg|png)$/i, sharingImage: /\.(png|jpe?g)$/i };

// Phones' home-screen icon: the largest size the build makes of the icon.
const touchIconSize = 180;

/** site.yaml's brand: its colour reads on white and under white text (WCAG AA), its pictures are usable. */
function checkBrand(files: readonly ParsedFile[], root: string): { errors: ContentError[]; warnings: ContentError[] } {
  const result = { errors: [] as ContentError[], warnings: [] as ContentError[] };
  const site = files.find((file) => file.content.role === 'site');
  const brand = site && isRecord(site.data) && isRecord(site.data.brand) ? site.data.brand : undefined;
  if (!site || !brand) return result;
  const at = (key: string) => ['brand', key];
  // A colour the schema refuses has its own message already.
  if (typeof brand.color === 'string' && /^#[0-9a-fA-F]{6}$/.test(brand.color)) {
    const { ratio, darker } = textContrast(brand.color);
    if (darker) {
      const said = brandWording.lowContrast(brand.color, {
        ratio,
        minimum: minimumContrast,
        darker: darker.colour,
        darkerRatio: darker.ratio,
      });
      result.errors.push(errorAt(site.source(), at('color'), 'value', said));
    }
  }
  for (const [key, type] of Object.entries(brandImageTypes)) {
    const src = brand[key];
    if (typeof src !== 'string' || !isImagePath(src)) continue;
    const probe = probeImage(sourceOf(root, src));
    if (probe.kind === 'missing') {
      const said = imageWording.missing(
        src,
        imagesFolder,
        nearestImage(
          src,
          listImages(root).filter((file) => type.test(file)),
        ),
      );
      result.errors.push(errorAt(site.source(), at(key), 'value', said));
    } else if (probe.kind === 'unsupported') {
      result.errors.push(errorAt(site.source(), at(key), 'value', imageWording.unsupported(src, probe.format)));
    } else if (probe.kind === 'broken') {
      result.errors.push(errorAt(site.source(), at(key), 'value', imageWording.broken(src, probe.reason)));
    } else if (key === 'favicon' && probe.width !== probe.height) {
      result.warnings.push(errorAt(site.source(), at(key), 'value', brandWording.notSquare(src, probe.width, probe.height)));
    } else if (key === 'favicon' && probe.format !== 'svg' && probe.width < touchIconSize) {
      result.warnings.push(errorAt(site.source(), at(key), 'value', brandWording.iconTooSmall(src, probe.width, touchIconSize)));
    } else if (key === 'sharingImage' && (probe.width < sharingImageSize.width || probe.height < sharingImageSize.height)) {
      const said = brandWording.sharingTooSmall(src, probe.width, probe.height, sharingImageSize);
      result.warnings.push(errorAt(site.source(), at(key), 'value', said));
    }
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
