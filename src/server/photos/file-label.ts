export { fileLabel, cleanFileName };

// A device's file name, without control characters or quotes, at most `max` characters: shown, never trusted.
function cleanFileName(name: string, max = 200): string {
  return [...name]
    .filter((character) => character >= ' ' && character !== '\u007f' && character !== '"')
    .join('')
    .slice(0, max);
}

// The name as the visitor's device gave it, quoted, or a plain word when there is none.
function fileLabel(name: string): string {
  const clean = cleanFileName(name, 120);
  return clean ? `"${clean}"` : 'The photo';
}
