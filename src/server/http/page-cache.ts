export { cachedPages };
export type { CachedPage };

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicPagePolicy } from './security-headers.ts';

/** One prerendered page held in memory with its precompressed copies. */
interface CachedPage {
  /** Content-Encoding -> body ('identity': the file itself). */
  bodies: Map<string, Buffer>;
  etag: string;
  lastModified: string;
  /** Answers GET and HEAD from memory. */
  serve(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

// Pages are what visitors ask for most and are small: answering them from memory costs no file system
// call (a stat, open, read and close per request otherwise). Read once at start; `npm start` after a build.
// Returns URL path -> page for every `index.html` under the site (`/`, `/about`, `/a/b`).
function cachedPages(clientDir: string): Map<string, CachedPage> {
  const pages = new Map<string, CachedPage>();
  if (!existsSync(clientDir)) return pages;
  for (const file of readdirSync(clientDir, { recursive: true }) as string[]) {
    if (file !== 'index.html' && !file.endsWith(`${sep}index.html`)) continue;
    const route = `/${file.slice(0, -'index.html'.length).split(sep).join('/')}`.replace(/\/$/, '') || '/';
    pages.set(route, page(join(clientDir, file)));
  }
  return pages;
}

function page(path: string): CachedPage {
  const bodies = new Map<string, Buffer>([['identity', readFileSync(path)]]);
  // Its own inline scripts by hash (the inbox's pages get the inbox's policy instead).
  const policy = publicPagePolicy(bodies.get('identity')!.toString('utf8'));
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(path + suffix)) bodies.set(encoding, readFileSync(path + suffix));
  }
  const stat = statSync(path);
  // The same validators @fastify/send gives the file, so a revalidation works across both.
  const etag = `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
  const lastModified = stat.mtime.toUTCString();
  const negotiator = new Negotiator({ supportedValues: [...bodies.keys()].filter((e) => e !== 'identity') });
  return {
    bodies,
    etag,
    lastModified,
    serve(request, reply) {
      reply
        .header('content-security-policy', policy)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', etag)
        .header('last-modified', lastModified);
      if (notModified(request, etag, stat.mtime)) return reply.code(304).send();
      const accepted = request.headers['accept-encoding'];
      const encoding = (accepted && negotiator.negotiate(String(accepted))) || 'identity';
      const body = bodies.get(encoding)!;
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      reply.type('text/html; charset=utf-8').header('content-length', body.length);
      // For HEAD, Fastify keeps the length and drops the body.
      return reply.send(body);
    },
  };
}

// RFC 9110 13.1: If-None-Match (weak comparison) decides; If-Modified-Since only without it.
function notModified(request: FastifyRequest, etag: string, mtime: Date): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return noneMatch === '*' || noneMatch.split(',').some((tag) => bare(tag) === bare(etag));
  }
  const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}
