// `npm run check -- --production`: what of a sample is still on the site. A sample says what marks it in its own
// site.yaml (`sample`: its name, sharing image and stand-in values); example domains and 555-01xx numbers are
// stand-ins on any site, and so are the writing prompts of a page new-page wrote.
export { goLiveErrors };

import { errorAt, errorAtOffset, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import { goLiveWording, type Wording } from './error-map';
import type { PathSegment } from './key-path';
import { fictionalPhones, reservedHosts, type Found } from './reserved-values';
import type { SampleMarks } from './types';
import { walkStrings } from './walk-strings';
import { isWritingPrompt } from './writing-prompts';
import { valueRange } from './yaml-source';

/** Every value of every file that a real business must replace before going live. */
function goLiveErrors(files: readonly ParsedFile[]): ContentError[] {
  const site = files.find((file) => file.content.role === 'site');
  const sample = site ? sampleOf(site.data) : undefined;
  const errors: ContentError[] = [];
  for (const file of files) {
    walkStrings(file.data, [], (path, value) => {
      // The marks themselves are the sample's declaration, not content shown to anyone.
      if (file === site && path[0] === 'sample') return;
      for (const { found, wording } of findings(value, path, sample)) errors.push(pointAt(file, path, value, found, wording));
    });
  }
  return errors;
}

// A value that is a mark as a whole says so once; otherwise each example address, made-up number and name in it.
function findings(value: string, path: PathSegment[], sample: SampleMarks | undefined): { found?: Found; wording: Wording }[] {
  const inLink = /^https?:\/\//i.test(value.trim());
  if (isWritingPrompt(value)) return [{ wording: goLiveWording.writingPrompt(value.trim().replace(/\s+/g, ' ')) }];
  if (sample?.sharingImage && value.trim() === sample.sharingImage) return [{ wording: goLiveWording.sharingImage(value.trim()) }];
  if (sample?.standIns?.some((standIn) => sameValue(standIn, value))) return [{ wording: goLiveWording.standIn(value.trim(), inLink) }];
  const said: { found?: Found; wording: Wording }[] = [];
  const name = sample?.name.trim().toLowerCase();
  if (name) {
    const at = value.toLowerCase().indexOf(name);
    if (at >= 0)
      said.push({
        found: { value: value.slice(at, at + name.length), index: at },
        wording: goLiveWording.sampleName(sample!.name, inLink),
      });
    else if (inLink && decoded(value).toLowerCase().includes(name)) said.push({ wording: goLiveWording.sampleName(sample!.name, true) });
  }
  for (const host of reservedHosts(value)) {
    const found = withMailbox(value, host);
    said.push({ found, wording: goLiveWording.exampleAddress(found.value, found === host ? addressKind(path) : 'e-mail') });
  }
  for (const found of fictionalPhones(value)) said.push({ found, wording: goLiveWording.fictionalPhone(found.value.trim()) });
  return said;
}

// Point at the piece itself when the file holds the value as written, else at the value.
function pointAt(file: ParsedFile, path: PathSegment[], value: string, found: Found | undefined, wording: Wording): ContentError {
  const source = file.source();
  const range = found ? valueRange(source, path) : undefined;
  if (found && range) {
    const piece = found.value.toLowerCase();
    // The same piece may come more than once in a value: the nth in the value is the nth in the file.
    const nth = value.toLowerCase().slice(0, found.index).split(piece).length - 1;
    const raw = source.text.slice(range[0], range[1]).toLowerCase();
    let at = raw.indexOf(piece);
    for (let seen = 0; seen < nth && at >= 0; seen++) at = raw.indexOf(piece, at + piece.length);
    if (at >= 0) return errorAtOffset(source, range[0] + at, range[0] + at + piece.length, wording, path);
  }
  return errorAt(source, path, 'value', wording);
}

// office@example.com is named whole: the host alone would not say which address to replace.
function withMailbox(value: string, host: Found): Found {
  if (value[host.index - 1] !== '@') return host;
  const mailbox = /[\w.+-]+$/.exec(value.slice(0, host.index - 1))?.[0] ?? '';
  const index = host.index - 1 - mailbox.length;
  return { value: value.slice(index, host.index + host.value.length), index };
}

function addressKind(path: PathSegment[]): 'website' | 'web' {
  return path.length === 1 && path[0] === 'url' ? 'website' : 'web';
}

function sameValue(standIn: string, value: string): boolean {
  const plain = (text: string) => text.trim().replace(/\/+$/, '').toLowerCase();
  return plain(standIn) === plain(value);
}

// A link's words as a person reads them: `Acme+Roofing+%26+Gutters` is 'Acme Roofing & Gutters'.
function decoded(link: string): string {
  try {
    return decodeURIComponent(link.replace(/\+/g, ' '));
  } catch {
    return link;
  }
}

function sampleOf(data: unknown): SampleMarks | undefined {
  const sample = typeof data === 'object' && data !== null ? (data as { sample?: unknown }).sample : undefined;
  return typeof sample === 'object' && sample !== null && typeof (sample as SampleMarks).name === 'string'
    ? (sample as SampleMarks)
    : undefined;
}
