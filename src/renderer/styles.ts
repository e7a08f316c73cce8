export { siteCss };

// Every stylesheet of the site as text, inlined into <head>: one block, no render-blocking request.
// Mantine's component styles come first so component and layout rules can refine them.
const files = import.meta.glob<string>('/src/**/*.css', { query: '?inline', import: 'default', eager: true });

const siteCss = Object.keys(files)
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  .map((file) => files[file])
  .join('\n');

function rank(file: string): number {
  if (file === '/src/styles/mantine.css') return 0;
  if (file.startsWith('/src/styles/')) return 1;
  return 2;
}
