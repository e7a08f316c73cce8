export { staticFiles, listSiteFiles };
export type { SiteFile };

import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A file of the built site, with the compressed copies the build wrote beside it. */
interface SiteFile {
  /** Its path under the site folder, `/`-separated: what `reply.sendFile` is given. */
  file: string;
  /** Content-Encoding -> the copy's path (`br` -> `assets/app.js.br`); empty for pictures and fonts. */
  copies: Map<string, string>;
}

const copySuffixes = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

// The built site does not change while the server runs (`npm start` builds first), so its files are listed
// once: a request is one lookup and one file sent. @fastify/static's own route reads every folder on the way
// to check the path's spelling and, for a file without a compressed copy (a photo), does so again for each
// copy it tries: 9 folder reads for one AVIF, which made pictures answer 2-3 times slower than SVGs.
// Only listed files are served, so any other spelling of a path (`..`, `//`, another case, a dotfile) is a 404.
async function staticFiles(app: FastifyInstance, clientDir: string, cacheHeaders: (path: string) => string): Promise<void> {
  const files = listSiteFiles(clientDir);
  await app.register(fastifyStatic, {
    root: clientDir,
    // Only `reply.sendFile`: the route below chooses the file.
    serve: false,
    dotfiles: 'ignore',
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheHeaders(path));
      // A compressed copy is sent with its original's type.
      const encoding = reply.getHeader('content-encoding');
      if (typeof encoding === 'string') reply.header('content-type', contentType(path.slice(0, path.lastIndexOf('.'))));
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const path = requestPath(request);
      const found = path === undefined ? undefined : files.get(path);
      if (!found) return reply.callNotFound();
      return reply.sendFile(chooseCopy(found, request, reply));
    },
  });
}

/** URL path (`/assets/app.js`) -> the file, for every file under `clientDir` except dotfiles and compressed copies. */
function listSiteFiles(clientDir: string): Map<string, SiteFile> {
  const names = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    const path = relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (path.split('/').some((segment) => segment.startsWith('.'))) continue;
    if (entry.isFile() || (entry.isSymbolicLink() && statSync(join(clientDir, path), { throwIfNoEntry: false })?.isFile())) names.add(path);
  }
  const files = new Map<string, SiteFile>();
  for (const path of names) {
    // `x.js.br` beside `x.js` is its copy; a `.gz` with no original (a download) is a file of its own.
    if (copySuffixes.some(([, suffix]) => path.endsWith(suffix) && names.has(path.slice(0, -suffix.length)))) continue;
    const copies = new Map<string, string>();
    for (const [encoding, suffix] of copySuffixes) if (names.has(path + suffix)) copies.set(encoding, path + suffix);
    files.set(`/${path}`, { file: path, copies });
  }
  return files;
}

function requestPath(request: FastifyRequest): string | undefined {
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

// The copy the client accepts, preferring brotli; the answer varies with Accept-Encoding whenever copies exist.
function chooseCopy(found: SiteFile, request: FastifyRequest, reply: FastifyReply): string {
  if (found.copies.size === 0) return found.file;
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? new Negotiator({ supportedValues: [...found.copies.keys()] }).negotiate(String(accepted)) : null;
  if (!encoding) return found.file;
  reply.header('content-encoding', encoding);
  return found.copies.get(encoding)!;
}

// As @fastify/static names types: text types carry their charset.
function contentType(path: string): string {
  const type = send.mime.getType(path) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}
