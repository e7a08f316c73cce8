// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { startApp } from '../support/test-app.ts';
import type { RunningApp } from '../support/test-app.ts';

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
  write('roof-replacement/index.html', '<!doctype html><title>Roofs</title>');
  write('404.html', '<!doctype html><title>Page not found</title>');
  write('assets/app-3f9a1c.js', `console.log(${JSON.stringify('x'.repeat(2000))});`);
  write('images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('assets/images/porch-1a2b3c4d-360.avif', 'AVIF'.repeat(400));
  write('images/front door.svg', '<svg xmlns="http://www.w3.org/2000/svg"><title>door</title></svg>');
  write('downloads/brochure.gz', 'not a copy of anything');
  write('.env', 'SECRET=1');
  write('assets/.hidden/app.js', 'secret()');
  // A linked file is served; a link to nothing is not, and does not stop the server from starting.
  symlinkSync(join(site, 'images/logo.svg'), join(site, 'images/logo-link.svg'));
  symlinkSync(join(site, 'images/gone.svg'), join(site, 'images/broken-link.svg'));
  // As `npm run build` does: the server itself never writes into the site folder.
  const written = await precompressDir(site);
  // about/index.html and the script; files under 1 KB are not worth it.
  expect(written.files).toBe(4);
  server = await startApp({ clientDir: site });
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
    const roofs = await fetch(`${server.url}/roofs?utm_source=flyer&x=1`, { redirect: 'manual' });
    expect(roofs.status).toBe(301);
    expect(roofs.headers.get('location')).toBe('/roof-replacement?utm_source=flyer&x=1');
    const repairs = await fetch(`${server.url}/repairs`, { redirect: 'manual' });
    expect(repairs.status).toBe(301);
    expect(repairs.headers.get('location')).toBe('/roof-repair');
    const followed = await fetch(`${server.url}/roofs`);
    expect(await followed.text()).toContain('<title>Roofs</title>');
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
    const br = await rawGet('/about', 'br, gzip');
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/accept-encoding/i);
    expect(br.cache).toBe('no-cache');
    expect(brotliDecompressSync(br.body).toString()).toBe(aboutHtml);
    expect(br.body.length).toBeLessThan(aboutHtml.length / 10);
    const gzip = await rawGet('/about', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).toString()).toBe(aboutHtml);
    const plain = await rawGet('/about', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(aboutHtml);
    const asset = await rawGet('/assets/app-3f9a1c.js', 'gzip, br');
    expect(asset.encoding).toBe('br');
    expect(asset.cache).toBe('public, max-age=31536000, immutable');
  });

  it('serves the original file when there is no compressed copy', async () => {
    expect(existsSync(join(site, 'index.html.br'))).toBe(false);
    const home = await rawGet('/', 'br, gzip');
    expect(home.status).toBe(200);
    expect(home.encoding).toBeUndefined();
    expect(home.body.toString()).toBe('<!doctype html><title>Home</title>');
  });

  it('sends a picture as it is, with its type, cached for a year, without a Vary it does not need', async () => {
    const picture = await rawGet('/assets/images/porch-1a2b3c4d-360.avif', 'br, gzip');
    expect(picture.status).toBe(200);
    expect(picture.encoding).toBeUndefined();
    expect(picture.type).toBe('image/avif');
    expect(picture.vary).toBe('undefined');
    expect(picture.cache).toBe('public, max-age=31536000, immutable');
    expect(picture.body.toString()).toBe('AVIF'.repeat(400));
    // Not fetch(): with a validator it also sends Cache-Control: no-cache, which asks for the whole file.
    const again = await rawGet('/assets/images/porch-1a2b3c4d-360.avif', 'identity', { 'if-none-match': picture.etag! });
    expect(again.status).toBe(304);
    const head = await fetch(`${server.url}/assets/images/porch-1a2b3c4d-360.avif`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('1600');
    expect(await head.text()).toBe('');
  });

  it('sends a compressed copy with its original type, a name with a space by its encoded address, a linked file', async () => {
    const plain = await rawGet('/assets/app-3f9a1c.js', 'identity');
    const br = await rawGet('/assets/app-3f9a1c.js', 'br');
    expect(br.encoding).toBe('br');
    expect(br.type).toBe(plain.type);
    expect(plain.type).toMatch(/javascript; charset=utf-8$/);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const spaced = await rawGet('/images/front%20door.svg', 'identity');
    expect(spaced.status).toBe(200);
    expect(spaced.type).toBe('image/svg+xml');
    // A .gz that is no copy of another file is a file of its own.
    const linked = await rawGet('/images/logo-link.svg', 'identity');
    expect([linked.status, linked.body.toString()]).toEqual([200, '<svg xmlns="http://www.w3.org/2000/svg"/>']);
    expect((await rawGet('/images/broken-link.svg', 'identity')).status).toBe(404);
    const download = await rawGet('/downloads/brochure.gz', 'br, gzip');
    expect(download.encoding).toBeUndefined();
    expect(download.body.toString()).toBe('not a copy of anything');
  });

  it('answers 404 to any path that is not exactly a file of the site', async () => {
    for (const path of [
      '/.env',
      '/assets/.hidden/app.js',
      '/ASSETS/app-3f9a1c.js',
      '/assets//app-3f9a1c.js',
      '/assets/./app-3f9a1c.js',
      '/assets/x/../app-3f9a1c.js',
      '/assets/app-3f9a1c.js.br',
      '/assets',
      '/assets/',
      '/images/front%2',
      '/%2e%2e/etc/passwd',
    ]) {
      const response = await rawGet(path, 'identity');
      // A trailing slash goes to the address without it; a broken %-escape is a bad request.
      expect.soft(response.status, path).toBe(path === '/assets/' ? 301 : path.endsWith('%2') ? 400 : 404);
      expect.soft(response.body.toString(), path).not.toMatch(/secret|SECRET|console\.log/);
    }
  });

  it('answers a revalidation of a page with 304 and a HEAD with its length and no body', async () => {
    const first = await fetch(`${server.url}/about`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await fetch(`${server.url}/about`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const since = await fetch(`${server.url}/about`, { headers: { 'if-modified-since': first.headers.get('last-modified')! } });
    expect(since.status).toBe(304);
    const changed = await fetch(`${server.url}/about`, { headers: { 'if-none-match': 'W/"0-0"' } });
    expect(changed.status).toBe(200);
    const head = await fetch(`${server.url}/about`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(aboutHtml)));
    expect(await head.text()).toBe('');
  });
});

// fetch() decodes bodies by itself; a raw request shows what travels on the wire.
function rawGet(path: string, encoding: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number | undefined;
    encoding: string | undefined;
    type: string | undefined;
    vary: string;
    cache: string | undefined;
    etag: string | undefined;
    body: Buffer;
  }>((resolve, reject) => {
    // The path as written: a URL would resolve its dot segments before sending.
    const { hostname, port } = new URL(server.url);
    get({ hostname, port, path, headers: { 'accept-encoding': encoding, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'],
          type: response.headers['content-type'],
          vary: String(response.headers.vary),
          cache: response.headers['cache-control'],
          etag: response.headers.etag,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}
