// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/server/config.ts';
import { readSiteConfig } from '../../src/server/site-config.ts';
import { fixtureRoot } from '../support/fixture-sites.ts';
import { copyProject } from '../support/project-copy.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'leads-test-config-'));
const site = fixtureRoot('roofer-site');
const copy = copyProject('leads-test-site', site);
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  copy.remove();
});

describe('configFromEnv', () => {
  it('has working defaults for `npm start` on a fresh clone', () => {
    const config = configFromEnv({}, site);
    const content = readSiteConfig(site).site;
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      clientDir: join(site, 'dist/client'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      staffToken: undefined,
      recipients: content.leads.staffEmails,
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.retry).toMatchObject({ enabled: true, delayMs: 300_000 });
    expect(config.visits).toMatchObject({ keepDays: 90, ratePerMinute: 120, towns: true });
    expect(config.mailFrom).toContain(content.name.replace(/"/g, ''));
  });

  it('reads every documented variable', () => {
    const config = configFromEnv(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/site',
        SITE_DIR: '/srv/site',
        DATABASE_URL: 'postgres://u@db/leads',
        SMTP_URL: 'smtps://u:p@mail.example:465',
        MAIL_FROM: 'Website <web@example.com>',
        STAFF_EMAILS: ' a@example.com, b@example.com ,',
        STAFF_TOKEN: 'x'.repeat(32),
        RETRY_DELAY_SECONDS: '60',
        RATE_LIMIT_PER_MINUTE: '20',
        TRUST_PROXY: '10.0.0.0/8',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'https://www.example.com/',
        VISITS_KEEP_DAYS: '30',
        VISITS_RATE_LIMIT_PER_MINUTE: '60',
        VISITS_TOWNS: 'off',
      },
      site,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/site',
      clientDir: '/srv/site',
      databaseUrl: 'postgres://u@db/leads',
      smtpUrl: 'smtps://u:p@mail.example:465',
      mailFrom: 'Website <web@example.com>',
      recipients: ['a@example.com', 'b@example.com'],
      staffToken: 'x'.repeat(32),
      rateLimit: { max: 20, timeWindowMs: 60_000 },
      trustProxy: '10.0.0.0/8',
      logger: { level: 'warn' },
      publicUrl: 'https://www.example.com',
      visits: { keepDays: 30, ratePerMinute: 60, towns: false },
    });
    expect(config.retry.delayMs).toBe(60_000);
  });

  it('keeps PUBLIC_URL without its trailing slash, a path prefix included, and follows PORT by default', () => {
    expect(configFromEnv({ PUBLIC_URL: ' https://example.com/site/ ' }, site).publicUrl).toBe('https://example.com/site');
    expect(configFromEnv({ PUBLIC_URL: 'http://10.0.0.5:8080' }, site).publicUrl).toBe('http://10.0.0.5:8080');
    expect(configFromEnv({ PORT: '8081' }, site).publicUrl).toBe('http://localhost:8081');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ RETRY_DELAY_SECONDS: '0' }, /RETRY_DELAY_SECONDS/],
    [{ STAFF_TOKEN: 'short' }, /STAFF_TOKEN must be at least 16 characters/],
    [{ STAFF_EMAILS: 'office@example.com,nobody' }, /STAFF_EMAILS: "nobody" is not an e-mail address/],
    [{ PUBLIC_URL: 'www.example.com' }, /PUBLIC_URL must be the site's http\(s\) address/],
    [{ PUBLIC_URL: 'ftp://example.com' }, /PUBLIC_URL must be/],
    [{ PUBLIC_URL: 'https://example.com/?x=1' }, /PUBLIC_URL must be/],
    [{ VISITS_TOWNS: 'maybe' }, /VISITS_TOWNS must be on or off, not "maybe"/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => configFromEnv(env, site)).toThrow(message);
  });
});

describe('readSiteConfig', () => {
  it('reads the redirects and lead settings of content/site.yaml', () => {
    const content = readSiteConfig(site).site;
    expect(content.redirects).toEqual(expect.arrayContaining([{ from: '/roofs', to: '/roof-replacement' }]));
    expect(content.leads.project).toBe('summit-leads');
    expect(content.leads.staffEmails).toEqual(['crew@summitridgeroofing.test']);
  });

  it("stops with the content checker's words: file, line, key and how to fix it", () => {
    const file = join(copy.root, 'content/site.yaml');
    const text = readFileSync(file, 'utf8');
    const broken = (from: string, to: string) => {
      expect(text).toContain(from);
      writeFileSync(file, text.replace(from, to));
      return () => configFromEnv({}, copy.root);
    };
    // The line the project is on, wherever edits above it have moved it.
    const projectLine = text.split('\n').indexOf('  project: summit-leads') + 1;
    expect(broken('  project: summit-leads\n', '  project: "bad project!"\n')).toThrow(
      new RegExp(
        `content/site\\.yaml:${projectLine}:\\d+ .*\\n {2}key: {6}leads\\.project[\\s\\S]*hint: Use lowercase letters, digits and dashes only`,
      ),
    );
    const redirectLine = text.split('\n').indexOf('  - from: /roofs') + 1;
    expect(broken('  - from: /roofs\n', '  - from: "//evil"\n')).toThrow(
      new RegExp(`content/site\\.yaml:${redirectLine}:\\d+ [\\s\\S]*key: {6}redirects\\[0\\]\\.from`),
    );
    // The schema's pattern lets this one through; the mail server would refuse it.
    expect(broken('    - crew@summitridgeroofing.test\n', '    - crew@summit(ridgeroofing.test\n')).toThrow(
      'content/site.yaml: leads.staffEmails[0] "crew@summit(ridgeroofing.test" is not an e-mail address',
    );
  });
});

describe('npm start on PostgreSQL without STAFF_TOKEN', () => {
  it('warns at start, naming the missing variable', async () => {
    const { spawnSync } = await import('node:child_process');
    // Nothing listens on port 1: the start fails after the configuration was read.
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: scratch, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toMatch(
      /DATABASE_URL is set and STAFF_TOKEN is not: staff reads, exports and deletes \(npm run leads\) are refused/,
    );
  });
});
