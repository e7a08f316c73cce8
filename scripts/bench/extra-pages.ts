// The build bench: the sample site grown by copies of one service page, to measure what each added page costs the build.
export { addServicePages, extraPagesSource };

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// A page with every kind of section a service page has; its copies keep its quote service, so the forms' lists
// (and with them every other page) stay as they are.
const extraPagesSource = 'content/pages/door-installation/entry-doors.yaml';

/** Writes `count` copies of the entry doors page under /door-installation/extra-doors-<n>, each with its own title. */
function addServicePages(root: string, count: number): string[] {
  const text = readFileSync(join(root, extraPagesSource), 'utf8');
  const title = /^title: (.+)$/m.exec(text)?.[1];
  if (!title) throw new Error(`${extraPagesSource} has no title line`);
  const files: string[] = [];
  mkdirSync(join(root, 'content/pages/door-installation'), { recursive: true });
  for (let n = 1; n <= count; n++) {
    const file = `content/pages/door-installation/extra-doors-${n}.yaml`;
    writeFileSync(join(root, file), text.replace(/^title: .+$/m, `title: ${title} ${n}`));
    files.push(file);
  }
  return files;
}
