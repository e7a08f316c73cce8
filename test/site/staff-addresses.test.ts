// Staff addresses are a server-side fact (site.yaml leads.staffEmails): no built page or script carries them,
// except the one the business publishes itself (site.yaml email, in the footer and the schema.org data).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadContent } from '../../src/content/load';
import { distClient } from '../support/built-site';

const result = await loadContent();
if (!result.ok) throw new Error('content does not validate');
const { site } = result.content;
const internal = site.leads.staffEmails.filter((address) => address.toLowerCase() !== site.email.toLowerCase());

test('no built page or script names an internal staff address', () => {
  expect(internal.length).toBeGreaterThan(0);
  const files = (readdirSync(distClient, { recursive: true }) as string[]).filter((file) => /\.(html|js|json)$/.test(file));
  expect(files.some((file) => file.endsWith('contact/index.html'))).toBe(true);
  const found = files.flatMap((file) => {
    const text = readFileSync(join(distClient, file), 'utf8');
    return internal.filter((address) => text.includes(address)).map((address) => `${file}: ${address}`);
  });
  expect(found).toEqual([]);
});
