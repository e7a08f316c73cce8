// Staff addresses are a server-side fact (site.yaml leads.staffEmails): no built page or script of any built site
// carries them, except the one the business publishes itself (site.yaml email, in the footer and the schema.org data).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { SiteBuild } from '../support/site-builds';
import { builtContent, siteBuild, siteBuilds } from '../support/site-builds';

test('the plumber reads its leads at an address it does not publish: the check below has one to look for', () => {
  expect(internalAddresses(siteBuild('plumber-site'))).toEqual(['dispatch@saguarovalleyplumbing.test']);
});

test.each(siteBuilds)('$name: no built page or script names an internal staff address', (build) => {
  const { distClient } = build;
  const internal = internalAddresses(build);
  const files = (readdirSync(distClient, { recursive: true }) as string[]).filter((file) => /\.(html|js|json)$/.test(file));
  expect(files.some((file) => file.endsWith('contact/index.html'))).toBe(true);
  const found = files.flatMap((file) => {
    // An address in a page's text may carry <wbr> where a line may break: read it as one.
    const text = readFileSync(join(distClient, file), 'utf8').replace(/<wbr\s*\/?>/g, '');
    return internal.filter((address) => text.includes(address)).map((address) => `${file}: ${address}`);
  });
  expect(found).toEqual([]);
});

function internalAddresses(build: SiteBuild): string[] {
  const { site } = builtContent(build);
  return site.leads.staffEmails.filter((address) => address.toLowerCase() !== site.email.toLowerCase());
}
