export { stylesheets, siteCss };
export type { Stylesheet };

/** One CSS file of the site, already bundled (Mantine's @imports inlined). */
interface Stylesheet {
  /** Path from the project root, e.g. `/src/sections/hero/Hero.css`. */
  file: string;
  /** The file's CSS text. */
  css: string;
  /** Section type whose folder holds the file (`src/sections/<type>/`); only pages with that section need it. */
  section?: string;
  /** A part of the lead forms that both form sections draw: only pages with a lead form need it. */
  formPart: boolean;
  /** The questions' check boxes and radios: only pages whose forms show some need it. */
  choiceList: boolean;
  /** The Mantine stylesheets, which a page trims to the components it can show. */
  mantine: boolean;
  /** False for what never shows on the first screen: only in the page's whole stylesheet, never inline. */
  firstScreen: boolean;
}

// Styles of what no first screen shows: the phone bar appears once the page has scrolled, toasts and the
// confirmation once a form is sent (the toasts' empty area has no size), the photo list once a photo is chosen, the
// menu's sheet once the menu, woken after that stylesheet, is opened.
const belowFirstScreen = new Set([
  '/src/layout/ActionBar.css',
  '/src/layout/MobileMenuSheet.css',
  '/src/layout/Toasts.css',
  '/src/sections/shared/LeadConfirmation.css',
  '/src/sections/shared/PhotoList.css',
]);

// The lead forms' own parts in `shared`: the honeypot, the photo field and its list, the confirmation.
const formParts = new Set([
  '/src/sections/shared/Honeypot.css',
  '/src/sections/shared/LeadConfirmation.css',
  '/src/sections/shared/PhotoInput.css',
  '/src/sections/shared/PhotoList.css',
]);

// Every stylesheet of the site as text, inlined into <head>: one block, no render-blocking request.
// Mantine's component styles come first so component and layout rules can refine them.
const files = import.meta.glob<string>('/src/**/*.css', { query: '?inline', import: 'default', eager: true });

const stylesheets: Stylesheet[] = Object.keys(files)
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  .map((file) => ({
    file,
    css: files[file] ?? '',
    // `shared` holds helpers every section may use, not a section type.
    section: /^\/src\/sections\/(?!shared\/)([^/]+)\//.exec(file)?.[1],
    formPart: formParts.has(file),
    choiceList: file === '/src/sections/shared/QuestionField.css',
    mantine: file === '/src/styles/mantine.css',
    firstScreen: !belowFirstScreen.has(file),
  }));

/** All of it, for development (where pages are not trimmed). */
const siteCss = stylesheets.map((s) => s.css).join('\n');

function rank(file: string): number {
  if (file === '/src/styles/mantine.css') return 0;
  if (file.startsWith('/src/styles/')) return 1;
  return 2;
}
