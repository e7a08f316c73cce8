// Every built HTML file of every built site passes the W3C Nu HTML Checker (vnu-jar, run on the machine's Java), its CSS messages aside:
// its CSS checker predates container queries and text-box, which the pages use on purpose.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { siteBuilds } from '../support/site-builds';

const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
}

test.each(siteBuilds)(
  '$name: every built page is valid HTML for the Nu checker (CSS messages aside)',
  { timeout: 120_000 },
  ({ distClient }) => {
    const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--skip-non-html', '--errors-only', distClient], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, 'java must be on the PATH to run the Nu checker').toBeUndefined();
    // The checker writes its JSON report on stderr, and exits 1 when it found any error (CSS ones included).
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
    const checked = messages.filter((message) => !message.message.startsWith('CSS:'));
    expect(checked.map((m) => `${relative(distClient, new URL(m.url).pathname)}:${m.lastLine ?? '?'} ${m.type}: ${m.message}`)).toEqual([]);
    // The run did read the pages: the CSS messages it set aside name them.
    expect(new Set(messages.map((message) => message.url)).size).toBeGreaterThan(1);
  },
);
