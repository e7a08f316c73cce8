// The content check on pictures: each bad file an editor may put in, with file:line:col, what is wrong and the fix.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyFixture, removeCopies, type Edit } from '../../test/support/content-copy';
import { fixtureRoot } from '../../test/support/fixture-sites';
import { formatErrors } from './format';
import { loadContent } from './load';

const HOME = 'content/pages/index.yaml';
const fixture = fixtureRoot('content-site');
const heroImage = `      src: /images/home.svg
      alt: A Florida home with new impact windows
      width: 1200
      height: 800`;

afterAll(removeCopies);

let smallJpeg: Buffer;
let uprightJpeg: Buffer;
let heic: Buffer;
let gif: Buffer;
beforeAll(async () => {
  const plain = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  smallJpeg = await plain(300, 225).jpeg().toBuffer();
  // Stored 1600 x 1200, shown 1200 x 1600 (a phone held upright).
  uprightJpeg = await plain(1600, 1200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  // An iPhone's HEIC is an HEIF file like AVIF, told apart by its brand.
  const avif = await plain(64, 48).avif().toBuffer();
  heic = Buffer.from(avif);
  heic.write('heic', 8, 'latin1');
  gif = await plain(64, 48).gif().toBuffer();
});

function file(path: string, bytes: Buffer): Edit {
  return { file: path, find: null, replace: bytes };
}

function hero(lines: string): Edit {
  return { file: HOME, find: heroImage, replace: lines };
}

async function report(...edits: Edit[]): Promise<string> {
  return reportOf(copyFixture(...edits));
}

async function reportOf(root: string): Promise<string> {
  const result = await loadContent({ root, cache: false });
  if (result.ok) throw new Error('the content was expected to have errors');
  return formatErrors(result.errors, { root });
}

describe('pictures in the content check', () => {
  test('a name with a lone % is looked for as written, not a crash', async () => {
    const text = await report(hero(heroImage.replace('/images/home.svg', '/images/home%.svg')));
    expect(text).toContain("content/pages/index.yaml:9:12  The picture '/images/home%.svg' is not in the images folder");
    expect(text).toContain("hint: Did you mean '/images/home.svg'?");
  });

  test('a missing file, with the nearest name in the images folder', async () => {
    expect(await report(hero(heroImage.replace('/images/home.svg', '/images/hom.svg')))).toMatchInlineSnapshot(`
      "content/pages/index.yaml:9:12  The picture '/images/hom.svg' is not in the images folder (looked for content/images/hom.svg)
        key:      sections[0].image.src

           7 |     text: Serving {city} since {founded}.
           8 |     image:
        >  9 |       src: /images/hom.svg
             |            ^^^^^^^^^^^^^^^
          10 |       alt: A Florida home with new impact windows

        hint: Did you mean '/images/home.svg'?

      1 error in 1 file"
    `);
  });

  test('a picture renamed: not a slip of the name, so the hint names the nearest file there without guessing', async () => {
    const root = copyFixture({
      file: 'content/images/team-photo.svg',
      find: null,
      replace: readFileSync(join(fixture, 'content/images/team.svg')),
    });
    rmSync(join(root, 'content/images/team.svg'));
    expect(await reportOf(root)).toMatchInlineSnapshot(`
      "content/pages/about.yaml:11:12  The picture '/images/team.svg' is not in the images folder (looked for content/images/team.svg)
        key:      sections[0].image.src

           9 |       - We never use subcontractors.
          10 |     image:
        > 11 |       src: /images/team.svg
             |            ^^^^^^^^^^^^^^^^
          12 |       alt: Our installation crew

        hint: Put the file in content/images/ or fix the name (the nearest name there is '/images/team-photo.svg').

      1 error in 1 file"
    `);
  });

  test('a picture deleted beside one of a like name: the hint names it as the nearest there is', async () => {
    const root = copyFixture(
      { file: 'content/images/lanai-before.svg', find: null, replace: readFileSync(join(fixture, 'content/images/team.svg')) },
      { file: 'content/pages/about.yaml', find: '/images/team.svg', replace: '/images/lanai-after.svg' },
    );
    const said = await reportOf(root);
    expect(said).toContain("content/pages/about.yaml:11:12  The picture '/images/lanai-after.svg' is not in the images folder");
    expect(said).toContain("hint: Put the file in content/images/ or fix the name (the nearest name there is '/images/lanai-before.svg').");
  });

  test('a picture deleted with no file like it: where to put it, and no name suggested', async () => {
    const root = copyFixture();
    rmSync(join(root, 'content/images/home.svg'));
    expect(await reportOf(root)).toMatchInlineSnapshot(`
      "content/pages/index.yaml:9:12  The picture '/images/home.svg' is not in the images folder (looked for content/images/home.svg)
        key:      sections[0].image.src

           7 |     text: Serving {city} since {founded}.
           8 |     image:
        >  9 |       src: /images/home.svg
             |            ^^^^^^^^^^^^^^^^
          10 |       alt: A Florida home with new impact windows

        hint: Put the file in content/images/ or fix the name.

      1 error in 1 file"
    `);
  });

  test('a HEIC photo from an iPhone says to export it as JPEG', async () => {
    const edits = [file('content/images/kitchen.heic', heic), hero('      src: /images/kitchen.heic\n      alt: A kitchen')];
    expect(await report(...edits)).toMatchInlineSnapshot(`
      "content/pages/index.yaml:9:12  The picture '/images/kitchen.heic' is a HEIC photo (the iPhone's own format), which browsers cannot show
        key:      sections[0].image.src

           7 |     text: Serving {city} since {founded}.
           8 |     image:
        >  9 |       src: /images/kitchen.heic
             |            ^^^^^^^^^^^^^^^^^^^^
          10 |       alt: A kitchen

        hint: Export it as JPEG (in Photos: File > Export, or share it as "Most Compatible"), put the .jpg in the images folder and use that name.

      1 error in 1 file"
    `);
  });

  test('a format the site does not publish', async () => {
    const edits = [file('content/images/door.gif', gif), hero('      src: /images/door.gif\n      alt: A door')];
    expect(await report(...edits)).toMatchInlineSnapshot(`
      "content/pages/index.yaml:9:12  The picture '/images/door.gif' is a GIF file, which the site does not publish
        key:      sections[0].image.src
        expected: JPEG, PNG, WebP, AVIF or SVG
        found:    GIF

           7 |     text: Serving {city} since {founded}.
           8 |     image:
        >  9 |       src: /images/door.gif
             |            ^^^^^^^^^^^^^^^^
          10 |       alt: A door

        hint: Save it as JPEG (photos) or PNG (drawings, screenshots) and use that file.

      1 error in 1 file"
    `);
  });

  test('a file that is not a picture at all', async () => {
    const edits = [
      file('content/images/broken.jpg', Buffer.from('not a picture')),
      hero('      src: /images/broken.jpg\n      alt: A door'),
    ];
    expect(await report(...edits)).toMatchInlineSnapshot(`
      "content/pages/index.yaml:9:12  The picture '/images/broken.jpg' cannot be read: its content is not a JPG picture
        key:      sections[0].image.src
        expected: a JPEG, PNG, WebP, AVIF or SVG file

           7 |     text: Serving {city} since {founded}.
           8 |     image:
        >  9 |       src: /images/broken.jpg
             |            ^^^^^^^^^^^^^^^^^^
          10 |       alt: A door

        hint: The file may be cut short or not a picture at all: open it on your computer, save it again as JPEG and replace it.

      1 error in 1 file"
    `);
  });

  test('a width and height that contradict the file', async () => {
    const edits = [
      file('content/images/small.jpg', smallJpeg),
      hero('      src: /images/small.jpg\n      alt: A door\n      width: 1200\n      height: 800'),
    ];
    expect(await report(...edits)).toMatchInlineSnapshot(`
      "content/pages/index.yaml:11:14  The width and height given (1200 x 800) do not match the picture's proportions
        key:      sections[0].image.width
        expected: 1200 x 900 (the file is 300 x 225)
        found:    1200 x 800

           9 |       src: /images/small.jpg
          10 |       alt: A door
        > 11 |       width: 1200
             |              ^^^^
          12 |       height: 800

        hint: Leave out width and height (the build reads them from the file), or give a size with the same proportions.

      1 error in 1 file"
    `);
  });

  test('a picture without its text alternative', async () => {
    expect(await report(hero('      src: /images/home.svg'))).toMatchInlineSnapshot(`
      "content/pages/index.yaml:9:7  Missing 'alt'
        key:      sections[0].image.alt
        expected: 'alt': what the picture shows, read aloud to visitors who cannot see it.

           7 |     text: Serving {city} since {founded}.
           8 |     image:
        >  9 |       src: /images/home.svg
             |       ^
          10 |     actions:

        hint: Add a line like  alt: A new roof on a Springfield home

      1 error in 1 file"
    `);
  });

  test('a photo too small for its slot is a warning naming the slot and the width it needs; the build goes on', async () => {
    const root = copyFixture(file('content/images/small.jpg', smallJpeg), hero('      src: /images/small.jpg\n      alt: A door'));
    const result = await loadContent({ root, cache: false });
    expect(result.ok).toBe(true);
    expect(formatErrors(result.warnings, { root, warnings: true })).toMatchInlineSnapshot(`
      "content/pages/index.yaml:9:12  The picture '/images/small.jpg' is 300 pixels wide, too small for the hero picture: it will look blurred
        key:      sections[0].image.src
        expected: at least 800 pixels wide
        found:    300 pixels wide

           7 |     text: Serving {city} since {founded}.
           8 |     image:
        >  9 |       src: /images/small.jpg
             |            ^^^^^^^^^^^^^^^^^
          10 |       alt: A door

        hint: Use a larger copy of the photo (straight from the phone or camera is best); the site makes the smaller sizes itself.

      1 warning in 1 file"
    `);
  });

  test('width and height left out are read from the file, turned by its EXIF orientation', async () => {
    const root = copyFixture(file('content/images/upright.jpg', uprightJpeg), hero('      src: /images/upright.jpg\n      alt: A door'));
    const result = await loadContent({ root, cache: false });
    if (!result.ok) throw new Error(formatErrors(result.errors, { root }));
    expect(result.warnings).toEqual([]);
    const home = result.content.pages.find((page) => page.route === '/')!;
    expect(home.page.sections[0]).toHaveProperty('image', { src: '/images/upright.jpg', alt: 'A door', width: 1200, height: 1600 });
  });

  test("a display size with the file's proportions is kept, and one side alone gets the other from the file", async () => {
    const root = copyFixture(
      file('content/images/upright.jpg', uprightJpeg),
      hero('      src: /images/upright.jpg\n      alt: A door\n      width: 600\n      height: 800'),
      { file: 'content/pages/about.yaml', find: '      width: 600\n      height: 400', replace: '      width: 300' },
    );
    const result = await loadContent({ root, cache: false });
    if (!result.ok) throw new Error(formatErrors(result.errors, { root }));
    const image = (route: string) => {
      // The first section with a picture (a page's own hero, or the first of a page given one of its title).
      const section = result.content.pages.find((page) => page.route === route)!.page.sections.find((each) => 'image' in each);
      return section && 'image' in section ? section.image : undefined;
    };
    expect(image('/')).toMatchObject({ width: 600, height: 800 });
    expect(image('/about')).toMatchObject({ width: 300, height: 200 });
  });
});
