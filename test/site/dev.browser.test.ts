// `npm run dev`: saving a YAML file re-validates it; a mistake shows in the terminal and in the browser,
// never as a blank page or a stack trace; fixing it reloads the page by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { fixtureRoot } from '../support/fixture-sites';
import { copyProject } from '../support/project-copy';

const project = copyProject('dev-loop', fixtureRoot('roofer-site'));
const aboutFile = join(project.root, 'content/pages/about.yaml');
const original = readFileSync(aboutFile, 'utf8');
let dev: ChildProcess;
let output = '';
let url = '';
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', '--port', String(port), '--host', '127.0.0.1', '--strictPort'], {
    cwd: project.root,
    env: { ...process.env, NODE_ENV: 'development', FORCE_COLOR: '0' },
  });
  dev.stdout?.on('data', (chunk) => (output += chunk));
  dev.stderr?.on('data', (chunk) => (output += chunk));
  await waitFor(async () => (await fetch(`${url}/about`).catch(() => null))?.ok === true, 90_000);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  dev?.kill('SIGTERM');
  project.remove();
});

test('a misspelled key shows file:line:col in the terminal and the overlay; the fix reloads the page', { timeout: 120_000 }, async () => {
  const page = await browser.newPage();
  await page.goto(`${url}/about`);
  await expect(page.locator('h1').textContent()).resolves.toMatch(/\S/);

  output = '';
  writeFileSync(aboutFile, original.replace(/^title: /m, 'titel: '));
  const overlay = page.locator('vite-error-overlay');
  await overlay.waitFor({ state: 'attached', timeout: 30_000 });
  await expect(overlay.locator('.message').textContent()).resolves.toContain("content/pages/about.yaml:2:1  Unknown key 'titel'");
  await expect(overlay.locator('.message').textContent()).resolves.toContain("Did you mean 'title'?");
  await waitFor(() => output.includes("Unknown key 'titel'"), 10_000);
  expect(output).toContain('content/pages/about.yaml:2:1');

  // Loading a page meanwhile shows the same message, not a stack trace.
  const response = await fetch(`${url}/about`);
  const html = await response.text();
  expect(html).toContain('The content has errors');
  expect(html).toContain('Unknown key &#x27;titel&#x27;');
  expect(html).not.toMatch(/at .*\.ts:\d+/);

  writeFileSync(aboutFile, original);
  // The fix reloads the page by itself: the overlay goes and the page is back.
  await expect
    .poll(() => page.locator('vite-error-overlay').count(), { timeout: 60_000, message: `dev server output:\n${output.slice(-2000)}` })
    .toBe(0);
  await expect.poll(() => page.locator('h1').count(), { timeout: 30_000 }).toBe(1);
  await page.close();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out; dev server output:\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
