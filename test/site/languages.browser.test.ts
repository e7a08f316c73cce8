// A site in two languages in real Chromium, on the plumber fixture's build: the switcher leads from a Spanish page to
// the same page in English and back, at a desktop's width and in the mobile menu at 360 px; a miss under /es/ is
// answered by the Spanish not-found page; the Spanish pages' islands and scripts, once awake, speak Spanish; a Spanish
// homeowner's request, with a typo in the e-mail address, is told in Spanish and stored with its language, with
// JavaScript and without.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { describedText } from '../support/described-text';
import { pageDiary } from '../support/page-diary';
import { scrollUntilSettled } from '../support/scroll';
import { siteBuild } from '../support/site-builds';

const suite = browserSuite({}, { root: siteBuild('plumber-site').root });

const spanish = '/es/calentadores-de-agua/sin-tanque';
const english = '/water-heaters/tankless';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test("the header's switcher, a mark named in its language, leads from a Spanish service page to its English counterpart and back", async () => {
  // The narrowest width with the header's links.
  const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${suite.site.url}${spanish}`);
  expect(await page.getAttribute('html', 'lang')).toBe('es');
  const toEnglish = page.locator('.site-header-nav a[hreflang="en"]');
  await expect(toEnglish.isVisible()).resolves.toBe(true);
  expect(await toEnglish.textContent()).toBe('EN');
  expect(await toEnglish.getAttribute('lang')).toBe('en');
  // What a screen reader says: the mark, then the language's name in itself.
  await expect(page.locator('.site-header-nav').getByRole('link', { name: 'EN, English', exact: true }).count()).resolves.toBe(1);
  await Promise.all([page.waitForURL(`**${english}`), toEnglish.click()]);
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  const toSpanish = page.locator('.site-header-nav a[hreflang="es"]');
  expect(await toSpanish.textContent()).toBe('ES');
  await expect(page.locator('.site-header-nav').getByRole('link', { name: 'ES, español', exact: true }).count()).resolves.toBe(1);
  await Promise.all([page.waitForURL(`**${spanish}`), toSpanish.click()]);
  expect(await page.locator('h1').first().textContent()).toMatch(/[áéíóúñ]|sin tanque/i);
  expect(errors, errors.join('\n')).toEqual([]);
  await page.close();
});

test('at 360 px the mobile menu has the switcher, named in its language, leading to the same page', async () => {
  const page = await suite.browser.newPage({ viewport: { width: 360, height: 740 } });
  const errors = watchErrors(page);
  await page.goto(`${suite.site.url}${spanish}`);
  const burger = page.locator('.mobile-menu-burger');
  expect(await burger.getAttribute('aria-label')).toBe('Abrir el menú');
  await burger.click();
  const toEnglish = page.locator('.mobile-menu-sheet a[hreflang="en"]');
  await toEnglish.waitFor({ state: 'visible' });
  expect([await toEnglish.textContent(), await toEnglish.getAttribute('lang')]).toEqual(['English', 'en']);
  // Once the sheet has slid in, the link is whole on the 360 px screen.
  const whole = async () => {
    const box = await toEnglish.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= 360;
  };
  await expect.poll(whole, { timeout: 5_000 }).toBe(true);
  await Promise.all([page.waitForURL(`**${english}`), toEnglish.click()]);
  await page.locator('.mobile-menu-burger').click();
  const toSpanish = page.locator('.mobile-menu-sheet a[hreflang="es"]');
  await toSpanish.waitFor({ state: 'visible' });
  expect(await toSpanish.textContent()).toBe('español');
  await Promise.all([page.waitForURL(`**${spanish}`), toSpanish.click()]);
  expect(errors, errors.join('\n')).toEqual([]);
  await page.close();
});

test('no redirect by the browser language: a Spanish browser gets the English page at its address', async () => {
  const context = await suite.browser.newContext({ locale: 'es-US', extraHTTPHeaders: { 'accept-language': 'es-US,es;q=0.9' } });
  const page = await context.newPage();
  const answer = await page.goto(`${suite.site.url}${english}`);
  expect(answer?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(english);
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  await context.close();
});

test('a miss under /es/ is answered with the Spanish not-found page, one elsewhere with the English one', async () => {
  const spanishMiss = await fetch(`${suite.site.url}/es/no-existe`);
  expect(spanishMiss.status).toBe(404);
  expect(await spanishMiss.text()).toMatch(/<html lang="es"/);
  const englishMiss = await fetch(`${suite.site.url}/no-such-page`);
  expect(englishMiss.status).toBe(404);
  expect(await englishMiss.text()).toMatch(/<html lang="en"/);
});

test('awake, the Spanish home page speaks Spanish: the carousel and its controls, the map button', async () => {
  const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watchErrors(page);
  // The reviews widget's third-party script loads on the way down: answer it locally.
  await page.route('https://widgets.reviewsprovider.net/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto(`${suite.site.url}/es`);
  await scrollUntilSettled(page, '.certifications', { viewport: 0.5, height: -0.5 });
  const carousel = page.locator('[data-carousel][data-ready]');
  await carousel.waitFor({ state: 'attached', timeout: 20_000 });
  expect(await carousel.getAttribute('aria-roledescription')).toBe('carrusel');
  expect(await page.locator('.certifications-slide').first().getAttribute('aria-roledescription')).toBe('diapositiva');
  expect(await page.locator('.certifications-slide').first().getAttribute('aria-label')).toBe('1 de 2');
  const toggle = page.locator('.certifications-toggle');
  expect(['Pausa', 'Reproducir']).toContain((await toggle.textContent())?.trim());
  await toggle.click();
  expect(['Pausa', 'Reproducir']).toContain((await toggle.textContent())?.trim());
  await expect(page.getByRole('button', { name: 'Certificación siguiente' }).count()).resolves.toBe(1);
  await scrollUntilSettled(page, '.areas-map', { viewport: 0.5, height: -0.5 });
  await expect(page.getByRole('button', { name: 'Cargar el mapa' }).isVisible()).resolves.toBe(true);
  expect(errors, errors.join('\n')).toEqual([]);
  await page.close();
});

test('the Spanish gallery labels its pictures and its dialog in Spanish', async () => {
  const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${suite.site.url}/es/galeria`);
  expect(await page.locator('.gallery-card figcaption').allTextContents()).toEqual(['Antes', 'Después']);
  await page.locator('.gallery-open').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible' });
  expect(await dialog.locator('figcaption').allTextContents()).toEqual(['Antes', 'Después']);
  await expect(dialog.getByRole('button', { name: 'Cerrar' }).count()).resolves.toBe(1);
  await page.close();
});

test('a Spanish request with a typo in the e-mail: told in Spanish, fixed, sent, stored as Spanish, the office told', async () => {
  const page = await suite.browser.newPage({ viewport: { width: 360, height: 740 } });
  const errors = watchErrors(page);
  const diary = await pageDiary(page, suite.site.url, { presses: true });
  await page.goto(`${suite.site.url}/es/contacto`);
  await page.getByLabel('Nombre completo').fill('Marta Ríos');
  // The form wakes at the first touch: its own checks, not the browser's, answer the typo.
  await page.locator('[data-island="EstimateRequestForm"][data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.getByLabel('Teléfono').fill('(602) 555-0148');
  const email = page.getByLabel('Correo electrónico');
  await email.fill('marta@ejemplo');
  await page.getByLabel('¿Qué pasa?').selectOption('leak');
  await page.getByRole('button', { name: 'Pedir estimado gratis' }).click();
  diary.note('pressed Send');
  // The message is drawn after the click's checks run: wait for it rather than read the field at once.
  const message = 'Por favor, escriba un correo electrónico válido, como nombre@ejemplo.com.';
  await expect
    .poll(() => describedText(email), { timeout: 10_000 })
    .toBe(message)
    .catch(async (error: unknown) => {
      await page.screenshot({ path: 'test-results/languages-typo-unanswered.png' });
      throw new Error(`${String(error)}\n${diary.text(await formState(page))}`);
    });
  expect(await leadsOf('Marta Ríos')).toEqual([]);
  await email.fill('marta@ejemplo.com');
  await page.getByRole('button', { name: 'Pedir estimado gratis' }).click();
  await page.getByRole('heading', { name: 'Recibimos su solicitud' }).waitFor({ timeout: 20_000 });
  const [lead] = await leadsOf('Marta Ríos');
  expect(lead?.language).toBe('es');
  await expect.poll(() => officeText(lead!.id), { timeout: 10_000 }).toMatch(/^Prefers Spanish\r?\n/);
  expect(errors, errors.join('\n')).toEqual([]);
  await page.close();
});

test('without JavaScript, the Spanish form answers a typo in Spanish keeping what was typed, then leads to the Spanish thank-you page', async () => {
  const context = await suite.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${suite.site.url}/es/contacto`);
  const form = page.locator('form[action="/api/leads/form"]').first();
  await form.getByLabel('Nombre completo').fill('Jorge Peña');
  await form.getByLabel('Teléfono').fill('(602) 555-0149');
  await form.getByLabel('Correo electrónico').fill('jorge@ejemplo');
  await form.getByLabel('¿Qué pasa?').selectOption('clog');
  await Promise.all([page.waitForURL('**/api/leads/form'), form.getByRole('button', { name: 'Pedir estimado gratis' }).click()]);
  expect(await page.getAttribute('html', 'lang')).toBe('es');
  expect(await page.locator('h1').textContent()).toBe('Por favor, revise su solicitud');
  const email = page.getByLabel('Correo electrónico (obligatorio)');
  await expect.poll(() => describedText(email)).toBe('Por favor, escriba un correo electrónico válido, como nombre@ejemplo.com.');
  await expect(email.inputValue()).resolves.toBe('jorge@ejemplo');
  await expect(page.getByLabel('Nombre completo (obligatorio)').inputValue()).resolves.toBe('Jorge Peña');
  await expect(page.getByLabel('¿Qué pasa? (obligatorio)').inputValue()).resolves.toBe('clog');
  await email.fill('jorge@ejemplo.com');
  await Promise.all([page.waitForURL('**/es/gracias'), page.getByRole('button', { name: 'Enviar mi solicitud' }).click()]);
  const [lead] = await leadsOf('Jorge Peña');
  expect(lead?.language).toBe('es');
  await expect.poll(() => officeText(lead!.id), { timeout: 10_000 }).toMatch(/^Prefers Spanish\r?\n/);
  await context.close();
});

/** The leads stored under a name, with the language each was sent in. */
async function leadsOf(name: string): Promise<{ id: string; language: string }[]> {
  const found = await suite.site.app.leads.store.db.query<{ id: string; language: string }>(
    'SELECT id, language FROM contacts WHERE name = $1',
    [name],
  );
  return found;
}

/** The text part of the office's e-mail about a lead, as the dev outbox holds it ('' until it is written). */
function officeText(id: string): string {
  const outbox = join(suite.site.dataDir, 'outbox');
  if (!existsSync(outbox)) return '';
  const office = readdirSync(outbox)
    .filter((file) => file.endsWith(`-${id}.eml`))
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .find((message) => !message.startsWith('Auto-Submitted: auto-replied'));
  const part = office?.split(/Content-Type: text\/plain[^\n]*\n/)[1] ?? '';
  return part.slice(part.search(/\r?\n\r?\n/)).replace(/^\r?\n\r?\n/, '');
}

// Where the page stood when a message did not come: the focus, each field's value and message, the form's place.
function formState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const form = document.querySelector('[data-island="EstimateRequestForm"]');
    const fields = Array.from(form?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]') ?? []);
    return [
      `at ${location.pathname}, scrolled ${scrollY}, focus on ${document.activeElement?.outerHTML.slice(0, 120)}`,
      `island: ${form?.getAttributeNames().join(' ')}`,
      ...fields.map((field) => `${field.name}=${JSON.stringify(field.value)} invalid=${field.getAttribute('aria-invalid')}`),
    ].join('\n');
  });
}
