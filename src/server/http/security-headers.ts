export { securityHeaders, staffPolicy, isStaffPath };

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

// The public pages: sent as a header only, so the built HTML stays as it is. No other site may frame them.
const publicPolicy = "base-uri 'self'; object-src 'none'; form-action 'self'; frame-ancestors 'self'";

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
      reply.header('content-security-policy', publicPolicy);
    }
    return payload;
  });
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
      const html = readFileSync(join(folder, file), 'utf8');
      for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
        if (match[1]) hashes.add(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
      }
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
