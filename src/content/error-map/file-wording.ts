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
      : 'Change the link to the address of one of your pages, or create that page (npm run new-page).',
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
  secondHero: (firstLine: number): Wording => ({
    message: `A page has one hero section, its main heading; this is a second one (the first is on line ${firstLine})`,
    hint: 'Make this one another kind of section, such as text or cta, or move it to a page of its own.',
  }),
  noReviewsWidget: (): Wording => ({
    message: "This reviews section shows the reviews widget, but site.yaml has none ('reviews')",
    hint: "Add 'reviews:' to site.yaml with the widget's scriptUrl, widgetId, fallbackUrl and fallbackLabel, or remove this section.",
  }),
  noMap: (): Wording => ({
    message: "This section shows the map, but site.yaml has no map ('map')",
    hint: "Add 'map:' to site.yaml with its embedUrl and title, or remove 'map: true'.",
  }),
  missingImage: (src: string, suggestion: string | undefined): Wording => ({
    message: `The image '${src}' does not exist (looked for public${src})`,
    hint: suggestion ? `Did you mean '${suggestion}'?` : `Put the file in public${src.slice(0, src.lastIndexOf('/') + 1)} or fix the path.`,
  }),
  redirectTargetMissing: (from: string, to: string, suggestion: string | undefined): Wording => ({
    message: `The redirect goes to '${to}', which is not a page`,
    hint: `${suggestion ? `Did you mean '${suggestion}'?` : 'Point it at an existing page.'} If nothing links to '${from}' any more (a site that was never live has no old links), delete this redirect instead (its from and to lines); the check then names any link of this site still using it.`,
  }),
  redirectHidesPage: (from: string, file: string): Wording => ({
    message: `'${from}' is a page (${file}); a redirect from it would hide that page`,
    hint: 'Remove this redirect, or rename the page.',
  }),
  duplicateRedirect: (from: string, firstLine: number): Wording => ({
    message: `'${from}' is redirected twice`,
    hint: `Keep only one of them (the first is on line ${firstLine}).`,
  }),
  missingAnchor: (
    href: string,
    page: string | undefined,
    anchors: readonly string[],
    /** The anchor of that page likely meant, or for a page without a form, another page's form (`/contact#estimate`). */
    near: { anchor?: string; form?: string },
  ): Wording => {
    const [address = '', anchor = ''] = href.split('#');
    const places = anchors.map((place) => `'#${place}'`).join(', ');
    let hint = `Give the section the link should lead to an id: ${anchor || 'its-name'} (lowercase words joined by dashes)`;
    if (near.anchor) hint = `Did you mean '${address}#${near.anchor}'?`;
    else if (near.form) hint = `This page has no form: link to another page's form, such as '${near.form}', or add a form section here.`;
    else hint += anchors.length > 0 ? ', or link to one of the places above.' : '.';
    return {
      message: `The link '${href}' goes to a place ${page ? `on ${page}` : 'on this page'} that does not exist`,
      found: anchors.length > 0 ? `the places on ${page ?? 'this page'}: ${places}` : undefined,
      hint,
    };
  },
  duplicateSectionId: (id: string, firstLine: number): Wording => ({
    message: `Two sections of this page use the anchor '${id}'`,
    hint: `Give each section its own id (the other is on line ${firstLine}).`,
  }),
  requiredPageMissing: (page: {
    route: string;
    file: string;
    /** The `npm run new-page` line that writes it, when the script takes its route. */
    command: string | undefined;
    /** The line of its entry in requiredPages. */
    line: number;
    /** The line of a redirect from it, when there is one. */
    redirectLine: number | undefined;
  }): Wording => {
    // Every site has a home page: there is nothing to take off the list.
    if (page.route === '/')
      return {
        message: `The home page is listed in requiredPages, but ${page.file} does not exist`,
        hint: `Create ${page.file} like any other page (title, description, sections): it becomes the page at /.`,
      };
    const create = page.command
      ? `create it: ${page.command} writes ${page.file} for you to rewrite`
      : `create it: write ${page.file} like any other page (title, description, sections)`;
    return {
      message: `The page ${page.route} is listed in requiredPages, but ${page.file} does not exist`,
      hint:
        page.redirectLine === undefined
          ? `If the business offers it, ${create}. If it does not, remove this entry (line ${page.line}) from requiredPages. Only a site that was already live with the address ${page.route} also needs a redirect from it under 'redirects:', so old links still lead somewhere.`
          : `If the business no longer offers it, remove this entry (line ${page.line}) from requiredPages: the redirect from ${page.route} (line ${page.redirectLine}) already sends old links on. If it does offer it, remove that redirect and ${create}.`,
    };
  },
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
  townTwice: (town: string, first: 'primary' | 'additional', firstLine: number): Wording =>
    first === 'primary'
      ? {
          message: `'${town}' is both a main town (line ${firstLine}) and an additional town`,
          hint: `Keep it in one list: remove this line to keep it a main town with its card, or remove its entry under primary (line ${firstLine}, with its highlight and zips) to make it an additional town.`,
        }
      : {
          message: `'${town}' is both an additional town (line ${firstLine}) and a main town`,
          hint: `Keep it in one list: remove this entry (with its highlight and zips) to keep it an additional town, or remove line ${firstLine} under additional to make it a main town with this card.`,
        },
  noSuchDay: (date: string): Wording => ({
    message: `'${date}' is not a day of the year`,
    hint: 'Write the month and the day as "MM-DD", e.g. "06-01" for June 1 ("02-29" counts in leap years only).',
  }),
  seasonsOverlap: (label: string, otherLabel: string, otherLine: number): Wording => ({
    message: `'${label}' shares days with '${otherLabel}' (line ${otherLine})`,
    hint: 'Give each day of the year at most one season: end one season before the next begins.',
  }),
};
