export { securityHeaders, staffPolicy, publicPagePolicy, isStaffPath };

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** What the headers depend on. */
interface SecurityHeaderOptions {
  /** The site's public address: HSTS only when it is https. */
  publicUrl: string;
  /** The built site, whose inbox pages' inline scripts the inbox's policy allows by hash. */
  clientDir: string;
}

// Features no page of the site uses: a page (or a frame in it) can never ask for them.
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

// Every public response: no plugins, no other base, forms post here only, no other site may frame it. A page adds
// its scripts (publicPagePolicy); sent as a header only, so the built HTML stays as it is.
const publicPolicy = "base-uri 'self'; object-src 'none'; form-action 'self'; frame-ancestors 'self'";

// Anything else on the public side (the answers of the forms without JavaScript, pictures, JSON, files) runs no
// script: an SVG or a page opened by its file name cannot be made to.
const noScriptPolicy = `script-src 'none'; ${publicPolicy}`;

// Every response: no sniffing, a short referrer, no powerful features; on the inbox and its API a strict policy
// that allows only the site's own scripts (and the inbox pages' inline ones by hash) and no framing at all.
function securityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const staff = staffPolicy(options.clientDir);
  const hsts = new URL(options.publicUrl).protocol === 'https:';
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', permissionsPolicy);
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000');
    if (isStaffPath(request.url)) {
      reply.header('content-security-policy', staff);
      reply.header('x-frame-options', 'DENY');
    } else if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', noScriptPolicy);
    }
    return payload;
  });
}

// A public page's policy: its own inline scripts by hash, and what they load ('strict-dynamic': the islands'
// modules, the visit counter, the reviews widget and whatever that widget loads). An injected script runs nowhere.
// `'self' https: 'unsafe-inline'` only speak to browsers older than CSP 3, which ignore 'strict-dynamic' (and, given
// a hash, 'unsafe-inline'): https://web.dev/articles/strict-csp
function publicPagePolicy(html: string): string {
  const hashes = inlineScriptHashes(html);
  if (hashes.length === 0) return noScriptPolicy;
  return `script-src 'strict-dynamic' ${hashes.join(' ')} 'self' https: 'unsafe-inline'; ${publicPolicy}`;
}

function isStaffPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/staff' || path.startsWith('/staff/') || path.startsWith('/api/staff/') || path === '/api/staff';
}

// The inbox's policy: its scripts from this site, plus the SHA-256 of each inline script of its built pages.
// Mantine sets styles inline, so styles may be inline; nothing else from anywhere else.
function staffPolicy(clientDir: string): string {
  const hashes = new Set<string>();
  const folder = join(clientDir, 'staff');
  if (existsSync(folder)) {
    for (const file of readdirSync(folder, { recursive: true }) as string[]) {
      if (!file.endsWith('.html')) continue;
      for (const hash of inlineScriptHashes(readFileSync(join(folder, file), 'utf8'))) hashes.add(hash);
    }
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].sort().join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// The CSP source of each inline script a page runs, in order; data blocks (JSON-LD, JSON) are not run, so not listed.
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\stype=["']?([^"'\s>]+)/i.exec(match[1] ?? '')?.[1]?.toLowerCase() ?? '';
    if (!match[2] || !['', 'module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    const hash = `'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}
