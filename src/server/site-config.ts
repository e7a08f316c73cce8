export { readSiteConfig };
export type { SiteConfig };

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isEmail } from '../forms/lead-rules.ts';

/** The few business facts the server needs from content/site.yaml. */
interface SiteConfig {
  /** Business name, shown on the fallback form page and as the e-mail sender name. */
  name: string;
  /** Primary phone number, offered on the fallback form page. */
  phone: string;
  /** Lead API project name and staff addresses. */
  leads: { project: string; staffEmails: string[] };
  /** Old paths answered with a 301 to their new place. */
  redirects: { from: string; to: string }[];
}

// Only these keys are read and checked here; the full file is validated by the content checker.
function readSiteConfig(path: string): SiteConfig {
  let document: unknown;
  try {
    document = parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${path}: ${(error as Error).message}`);
  }
  const site = asObject(document, path);
  const leads = asObject(site.leads, `${path}: leads`);
  const phone = site.phone;
  const config: SiteConfig = {
    name: asString(site.name, `${path}: name`),
    phone: typeof phone === 'string' ? phone : asString(asObject(phone, `${path}: phone`).primary, `${path}: phone.primary`),
    leads: {
      project: asString(leads.project, `${path}: leads.project`),
      staffEmails: asStringList(leads.staffEmails, `${path}: leads.staffEmails`),
    },
    redirects: (site.redirects === undefined ? [] : asList(site.redirects, `${path}: redirects`)).map((entry, index) => {
      const redirect = asObject(entry, `${path}: redirects[${index}]`);
      return {
        from: asPath(redirect.from, `${path}: redirects[${index}].from`),
        to: asPath(redirect.to, `${path}: redirects[${index}].to`),
      };
    }),
  };
  config.leads.staffEmails.forEach((address, index) => {
    if (!isEmail(address)) throw new Error(`${path}: leads.staffEmails[${index}] "${address}" is not an e-mail address`);
  });
  if (!/^[A-Za-z0-9_-]+$/.test(config.leads.project)) {
    throw new Error(`${path}: leads.project must use only letters, digits, - and _`);
  }
  return config;
}

function asObject(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${where} must be a mapping`);
  return value as Record<string, unknown>;
}

function asList(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`${where} must be a list`);
  return value;
}

function asString(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where} must be a non-empty text`);
  return value.trim();
}

function asStringList(value: unknown, where: string): string[] {
  return asList(value, where).map((item, index) => asString(item, `${where}[${index}]`));
}

function asPath(value: unknown, where: string): string {
  const path = asString(value, where);
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`${where} must be a path starting with a single /`);
  return path;
}
