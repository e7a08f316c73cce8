export { staticSite };

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody } from './api-error.ts';
import { cachedPages } from './page-cache.ts';
import { publicPagePolicy } from './security-headers.ts';
import { isStaffPage, staffPages } from './staff-pages.ts';
import { staticFiles } from './static-files.ts';

/** What the site part needs. */
interface StaticSiteOptions {
  /** The prerendered site (dist/client). */
  clientDir: string;
  /** Old paths answered with a 301 (site.yaml redirects). */
  redirects: { from: string; to: string }[];
}

// The prerendered pages: /about -> about/index.html, unknown -> 404.html with status 404.
async function staticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  for (const { from, to } of options.redirects) {
    for (const path of from === '/' ? [from] : [from, `${from}/`]) {
      app.get(path, (request, reply) => reply.redirect(withQuery(to, request.url), 301));
    }
  }
  // One address per page: /about/ -> /about.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      path.length > 1 &&
      path.endsWith('/') &&
      !path.startsWith('/api/') &&
      !leavesSite(path)
    ) {
      return reply.redirect(withQuery(path.replace(/\/+$/, '') || '/', request.url), 301);
    }
  });
  const haveSite = existsSync(options.clientDir);
  const redirected = new Set(options.redirects.map((redirect) => redirect.from));
  const pages = cachedPages(options.clientDir);
  for (const [route, page] of pages) {
    if (isStaffPage(route)) continue;
    if (!redirected.has(route)) app.get(route, (request, reply) => page.serve(request, reply));
  }
  staffPages(app, pages);
  if (haveSite) {
    await staticFiles(app, options.clientDir, cacheControl);
  } else {
    app.log.warn(`${options.clientDir} does not exist: run \`npm run build\`; only the lead API is served`);
  }
  const notFoundPages = haveSite ? notFoundPagesOf(options.clientDir) : [];
  app.setNotFoundHandler((request, reply) => notFound(request, reply, notFoundPages));
}

/** A not-found page: the folder whose misses it answers (`''`: the site's, `es`: /es/...), its file and its policy. */
interface NotFoundPage {
  folder: string;
  file: string;
  policy: string;
}

// The site's 404.html, and each other language's beside its pages (es/404.html), the most particular first.
function notFoundPagesOf(clientDir: string): NotFoundPage[] {
  const folders = readdirSync(clientDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'assets');
  return [...folders.map((entry) => entry.name), '']
    .map((folder) => ({ folder, file: folder ? `${folder}/404.html` : '404.html' }))
    .filter(({ file }) => existsSync(join(clientDir, file)))
    .map(({ folder, file }) => ({ folder, file, policy: publicPagePolicy(readFileSync(join(clientDir, file), 'utf8')) }));
}

function notFound(request: FastifyRequest, reply: FastifyReply, pages: readonly NotFoundPage[]) {
  if (request.url.startsWith('/api/')) {
    const error = new ApiError(404, 'PGRST125', 'Unknown API path', `${request.method} ${request.url.split('?')[0]}`, null);
    return reply.code(404).send(errorBody(error));
  }
  const path = request.url.split('?')[0] ?? '';
  const page = pages.find(({ folder }) => folder === '' || path === `/${folder}` || path.startsWith(`/${folder}/`));
  if (page && (request.method === 'GET' || request.method === 'HEAD')) {
    return reply.code(404).header('content-security-policy', page.policy).sendFile(page.file);
  }
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

// Hashed build assets never change under their name; pages must be revalidated to show new content.
function cacheControl(servedPath: string): string {
  // A precompressed copy is cached like its original.
  const path = servedPath.replace(/\.(br|gz)$/, '');
  if (path.includes(`${sep}assets${sep}`)) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

// A browser reads "//host", "/\\host" (and their %2F / %5C spellings once decoded) as another site: such a path
// is never redirected, it is simply not found.
function leavesSite(path: string): boolean {
  return /^\/(?:[/\\]|%2f|%5c)/i.test(path.replace(/[\t\n\r]/g, ''));
}

function withQuery(target: string, url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${url.slice(query + 1)}`;
}
