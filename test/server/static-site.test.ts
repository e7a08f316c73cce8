// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './helpers/test-app.ts';
import type { RunningApp } from './helpers/test-app.ts';

let site: string;
let server: RunningApp;
const aboutHtml = `<!doctype html><html lang="en"><title>About</title><p>${'About us. '.repeat(500)}</p></html>`;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'leads-test-site-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(site, path, '..'), { recursive: true });
    writeFileSync(join(site, path), text);
  };
  write('index.html', '<!doctype html><title>Home</title>');
  write('about/index.html', aboutHtml);
  write('replacement-windows/index.html', '<!doctype html><title>Windows</title>');
  write('404.html', '<!doctype html><title>Page not found</title>');
  write('assets/app-3f9a1c.js', `console.log(${JSON.stringify('x'.repeat(2000))});`);
  write('images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startApp({ clientDir: site, precompress: true });
  await server.app.leads.precompressed;
});
afterAll(async () => {
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

describe('prerendered site', () => {
  it('serves / and /about from their index.html with no-cache', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>Home</title>');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const about = await fetch(`${server.url}/about`);
    expect(about.status).toBe(200);
    expect(about.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await about.text()).toBe(aboutHtml);
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('redirects site.yaml redirects with a 301 that keeps the query', async () => {
    const windows = await fetch(`${server.url}/windows?utm_source=flyer&x=1`, { redirect: 'manual' });
    expect(windows.status).toBe(301);
    expect(windows.headers.get('location')).toBe('/replacement-windows?utm_source=flyer&x=1');
    const doors = await fetch(`${server.url}/doors`, { redirect: 'manual' });
    expect(doors.status).toBe(301);
    expect(doors.headers.get('location')).toBe('/door-installation');
    const followed = await fetch(`${server.url}/windows`);
    expect(await followed.text()).toContain('<title>Windows</title>');
  });

  it('sends a trailing-slash address to the canonical one', async () => {
    const response = await fetch(`${server.url}/about/?a=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about?a=1');
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await fetch(`${server.url}/assets/app-3f9a1c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const image = await fetch(`${server.url}/images/logo.svg`);
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('serves precompressed brotli and gzip copies when the client accepts them', async () => {
    const request = (encoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; cache: string | undefined; body: Buffer }>(
        (resolve, reject) => {
          // fetch() decodes bodies by itself; a raw request shows what travels on the wire.
          import('node:http').then(({ get }) =>
            get(`${server.url}/about`, { headers: { 'accept-encoding': encoding } }, (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({
                  encoding: response.headers['content-encoding'],
                  vary: String(response.headers.vary),
                  cache: response.headers['cache-control'],
                  body: Buffer.concat(chunks),
                }),
              );
            }).on('error', reject),
          );
        },
      );
    const br = await request('br, gzip');
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/accept-encoding/i);
    expect(br.cache).toBe('no-cache');
    expect(brotliDecompressSync(br.body).toString()).toBe(aboutHtml);
    expect(br.body.length).toBeLessThan(aboutHtml.length / 10);
    const gzip = await request('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(aboutHtml);
    const plain = await request('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(aboutHtml);
  });
});
