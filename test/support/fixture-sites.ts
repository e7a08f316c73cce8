// Test support: the sites under test/fixtures/ made for the product's tests, each a project root with content/ and public/.
export { fixtureSites, fixtureRoot };

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../fixtures');

/** Every fixture site by name, for tests that run on each. */
const fixtureSites = ['content-site', 'live-site', 'roofer-site', 'plumber-site'] as const;

/** The project root of a fixture site. */
function fixtureRoot(name: (typeof fixtureSites)[number]): string {
  return join(fixtures, name);
}
