// Mistakes found across files and in the text itself: files, links, images, placeholders, bytes.
export { wording };

import { type Wording } from './describe';

const wording = {
  badByte: (byte: number): Wording => ({
    message: `This character is not valid UTF-8 (byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')})`,
    hint: 'Save the file as UTF-8, or delete the character and type it again.',
  }),
  unreadable: (reason: string): Wording => ({
    message: 'This file could not be read',
    found: reason,
    hint: 'Check that the file exists and is a text file.',
  }),
  internal: (reason: string): Wording => ({
    message: 'This file could not be checked',
    found: reason,
    hint: 'This is a fault of the checker, not of the file: report it together with the file.',
  }),
  brokenSchema: (reason: string): Wording => ({
    message: 'The schemas that describe the content could not be read',
    found: reason,
    hint: 'This is a fault in the schema files, not in the content: fix the schema named here.',
  }),
  missingSite: (): Wording => ({
    message: 'The business facts file is missing',
    hint: 'Create content/site.yaml (it holds the name, phone numbers, menus and hours).',
  }),
  missingNotFound: (): Wording => ({
    message: 'The page shown for unknown addresses is missing',
    hint: 'Create content/pages/404.yaml like any other page (title, description, sections).',
  }),
  missingThankYou: (): Wording => ({
    message: 'The page shown after a form is sent without JavaScript is missing',
    hint: 'Create content/pages/thank-you.yaml like any other page, with noindex: true to keep it out of search results.',
  }),
  missingHome: (): Wording => ({
    message: 'There is no home page',
    hint: 'Create content/pages/index.yaml: it becomes the page at /.',
  }),
  ymlExtension: (suggested: string): Wording => ({
    message: 'Page files must end in .yaml',
    hint: `Rename the file to ${suggested}.`,
  }),
  badFileName: (name: string, suggested: string): Wording => ({
    message: 'File and folder names of pages use lowercase letters, digits and dashes only',
    found: `'${name}'`,
    hint: `Rename it to '${suggested}' (the name becomes the page address).`,
  }),
  routeClash: (route: string, otherFile: string): Wording => ({
    message: `Two files make the page ${route}`,
    hint: `${otherFile} also makes ${route}; keep only one of them.`,
  }),
  brokenLink: (href: string, suggestion: string | undefined): Wording => ({
    message: `The link '${href}' goes to a page that does not exist`,
    hint: suggestion
      ? `Did you mean '${suggestion}'?`
      : 'Fix the link, create the page under content/pages, or add a redirect in content/site.yaml.',
  }),
  noSecondPhone: (what: 'button' | 'text'): Wording => ({
    message:
      what === 'button'
        ? "This button calls the second phone, but site.yaml has no second phone ('phone.secondary')"
        : "{phone2} is the second phone, but site.yaml has no second phone ('phone.secondary')",
    hint:
      what === 'button'
        ? "Write 'call: primary', or add 'secondary:' under 'phone:' in site.yaml."
        : "Write {phone}, or add 'secondary:' under 'phone:' in site.yaml.",
  }),
  missingImage: (src: string, suggestion: string | undefined): Wording => ({
    message: `The image '${src}' does not exist (looked for public${src})`,
    hint: suggestion ? `Did you mean '${suggestion}'?` : `Put the file in public${src.slice(0, src.lastIndexOf('/') + 1)} or fix the path.`,
  }),
  redirectTargetMissing: (to: string, suggestion: string | undefined): Wording => ({
    message: `The redirect goes to '${to}', which is not a page`,
    hint: suggestion ? `Did you mean '${suggestion}'?` : 'Point it at an existing page.',
  }),
  redirectHidesPage: (from: string, file: string): Wording => ({
    message: `'${from}' is a page (${file}); a redirect from it would hide that page`,
    hint: 'Remove this redirect, or rename the page.',
  }),
  duplicateRedirect: (from: string, firstLine: number): Wording => ({
    message: `'${from}' is redirected twice`,
    hint: `Keep only one of them (the first is on line ${firstLine}).`,
  }),
  duplicateSectionId: (id: string, firstLine: number): Wording => ({
    message: `Two sections of this page use the anchor '${id}'`,
    hint: `Give each section its own id (the other is on line ${firstLine}).`,
  }),
  requiredPageMissing: (route: string, file: string, redirected: boolean): Wording => ({
    message: `The business requires the page ${route}, but ${file} is missing`,
    hint: redirected
      ? `Restore ${file}; or, if the business no longer offers it, remove this line (the redirect from ${route} already sends old links on).`
      : `Restore ${file}; or, if the business no longer offers it, remove this line and add a redirect from ${route} under 'redirects:' so old links still lead somewhere.`,
  }),
  unknownPlaceholder: (name: string, known: readonly string[], suggestion: string | undefined): Wording => ({
    message: `Unknown placeholder {${name}}`,
    expected: `one of: ${known.map((known) => `{${known}}`).join(', ')}`,
    found: `{${name}}`,
    hint: suggestion ? `Did you mean {${suggestion}}?` : 'Use one of the placeholders listed above, or remove the braces.',
  }),
  unknownIcon: (name: string, suggestion: string | undefined): Wording => ({
    message: `There is no icon named '${name}'`,
    hint: suggestion
      ? `Did you mean '${suggestion}'?`
      : 'Use a name from https://tabler.io/icons (e.g. home, tool, droplet), or an SVG from content/images written as /images/<file>.svg.',
  }),
  iconFileMissing: (src: string, suggestion: string | undefined): Wording => ({
    message: `The icon '${src}' is not in content/images`,
    hint: suggestion ? `Did you mean '${suggestion}'?` : 'Put the SVG file in content/images, or fix the path.',
  }),
  iconFileUnusable: (src: string, reason: string): Wording => ({
    message: `The icon '${src}' cannot be used: ${reason}`,
    hint: 'An icon from content/images is an SVG file with a viewBox and shapes (paths, circles, rectangles...).',
  }),
  noSuchDay: (date: string): Wording => ({
    message: `'${date}' is not a day of the year`,
    hint: 'Write the month and the day as "MM-DD", e.g. "06-01" for June 1 ("02-29" counts in leap years only).',
  }),
  seasonsOverlap: (label: string, otherLabel: string, otherLine: number): Wording => ({
    message: `'${label}' shares days with '${otherLabel}' (line ${otherLine})`,
    hint: 'Give each day of the year at most one season: end one season before the next begins.',
  }),
};
