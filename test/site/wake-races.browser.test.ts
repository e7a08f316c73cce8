// Nothing a visitor does while a page of a fixture site wakes is lost: on a phone-slow CPU (4x), each form is typed in, chosen from
// and sent at random instants around its wake (the estimate form's and quote form's islands, and the inbox app
// taking its drawn sign-in form over), and what is sent is exactly what was entered. `npm test` runs 10 seeded runs
// a form, a new seed each time; `WAKE_RUNS=200` is the full check (600 runs, about 17 minutes on a busy 2-core
// machine). A failure prints `seed` and `path`; WAKE_SEED=<seed> WAKE_PATH=<path> replays it (with
// WAKE_ONLY=<form name> for that form alone).
import { expect, test } from 'vitest';
import fc from 'fast-check';
import type { Page, Request } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { siteBuild } from '../support/site-builds';

const suite = browserSuite({}, { root: siteBuild('roofer-site').root });
const runs = Number(process.env.WAKE_RUNS ?? 10);
const seed = Number(process.env.WAKE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const replayPath = process.env.WAKE_PATH;
// One Chromium CPU at a quarter of its speed, as a mid-range phone.
const slowdown = 4;

/** A form as the test drives it: its page, its fields (by name), its button, and the request that carries it. */
interface FormCase {
  name: string;
  path: string;
  /** Selector of the form. */
  form: string;
  /** Text fields that must be filled for the form to send, and what to type in them. */
  required: Record<string, fc.Arbitrary<string>>;
  /** Other text fields. */
  optional: Record<string, fc.Arbitrary<string>>;
  /** Selects (their options are read from the page). */
  selects: string[];
  /** Accessible name of the send button. */
  button: string;
  /** The request that sends the form, and how to answer it here. */
  sends: { url: string; method: string; answer: { status: number; json: unknown } };
  /** Text areas among the optional fields. */
  multiline?: string[];
  /** Is this field sent under another name? */
  wireName?: Record<string, string>;
}

const word = fc.stringMatching(/^[a-z]{3,8}$/);
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((list) => list.join(' '));
const name = fc.tuple(word, word).map(([first, last]) => `${cap(first)} ${cap(last)}`);
const phone = fc.integer({ min: 0, max: 9999 }).map((n) => `720555${String(n).padStart(4, '0')}`);
const email = word.map((local) => `${local}@example.com`);

const forms: FormCase[] = [
  {
    name: 'estimate form',
    path: '/contact',
    form: '[data-island="EstimateRequestForm"] form',
    required: { name, phone, email },
    optional: { address: words, message: words },
    multiline: ['message'],
    selects: ['city', 'serviceType', 'roofAge', 'roofType'],
    button: 'Get Free Estimate',
    sends: { url: '**/rest/v1/contacts', method: 'POST', answer: { status: 201, json: [] } },
  },
  {
    name: 'quote form',
    path: '/roof-replacement/asphalt-shingles',
    form: '[data-island="QuoteRequestForm"] form',
    required: { name, email, phone },
    optional: { message: words },
    multiline: ['message'],
    selects: ['serviceType'],
    button: 'Get My Free Quote',
    sends: { url: '**/rest/v1/contacts', method: 'POST', answer: { status: 201, json: [] } },
  },
  {
    name: 'inbox sign-in',
    path: '/staff/sign-in',
    form: '#root form',
    required: { username: email, 'current-password': words },
    optional: {},
    selects: [],
    button: 'Sign in',
    sends: { url: '**/api/staff/session', method: 'POST', answer: { status: 401, json: { message: 'Not signed in' } } },
    wireName: { username: 'email', 'current-password': 'password' },
  },
];

/** One step of a run: after `gap` ms, set a field (typed all at once, or key by key), or choose an option. */
type Step = { field: string; gap: number } & ({ kind: 'text'; value: string; keys: boolean } | { kind: 'select'; choice: number });

interface Plan {
  /** ms after the page's HTML is parsed before the first step. */
  start: number;
  steps: Step[];
  /** How the form is sent, after `gap` ms. */
  send: { gap: number; by: 'click' | 'enter' };
}

// The forms side by side, one page each: a slowed page leaves the CPU idle three quarters of the time.
test.concurrent.each(forms.filter((form) => !process.env.WAKE_ONLY || form.name === process.env.WAKE_ONLY))(
  `at the wake of the $name, ${runs} runs: nothing typed, chosen or sent is lost`,
  { timeout: 1_800_000 },
  async (form) => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // What the page said, printed with a failure (a recoverable hydration error among them).
    const said: string[] = [];
    page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
    let sent: Record<string, string>[] = [];
    let posted: Record<string, string>[] = [];
    await page.route(form.sends.url, (route) => {
      if (route.request().method() !== form.sends.method) return route.continue();
      sent.push(bodyOf(route.request()));
      return route.fulfill(form.sends.answer);
    });
    // The lead's e-mail and its mark, after the record: answered here, the record is not kept.
    await page.route('**/api/notifications/email', (route) => route.fulfill({ status: 200, json: { success: true } }));
    await page.route('**/rest/v1/contacts?*', (route) => route.fulfill({ status: 204 }));
    // The form posted without JavaScript (the islands' last resort): what it carries counts as sent too.
    await page.route('**/api/leads/form', (route) => {
      posted.push(Object.fromEntries(new URLSearchParams(route.request().postData() ?? '')));
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Received</p>' });
    });

    // The page as it arrives: each select's options and every field's starting value.
    await page.goto(`${suite.site.url}${form.path}`);
    const initial = await fieldValues(page, form);
    const options = Object.fromEntries(
      await Promise.all(
        form.selects.map(async (field) => {
          const values = await page
            .locator(`${form.form} select[name="${field}"] option`)
            .evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value));
          // Only a change can be lost: choose among the others.
          return [field, values.filter((value) => value !== initial[field])] as const;
        }),
      ),
    );

    let count = 0;
    await fc.assert(
      fc.asyncProperty(planOf(form, options), async (plan) => {
        count += 1;
        sent = [];
        posted = [];
        errors.length = 0;
        said.length = 0;
        const began = Date.now();
        await page.goto(`${suite.site.url}${form.path}`, { waitUntil: 'domcontentloaded' });
        const expected = await play(page, form, plan, initial, options);
        const played = Date.now();
        const arrived = await waitFor(() => sent.length + posted.length > 0, 20_000);
        if (process.env.WAKE_DEBUG)
          console.log(`${form.name} run ${count}: played in ${played - began} ms, sent ${Date.now() - played} ms later`);
        const got = sent[0] ?? posted[0];
        const wanted = Object.fromEntries(Object.entries(expected).map(([field, value]) => [form.wireName?.[field] ?? field, value]));
        const picked = got && Object.fromEntries(Object.keys(wanted).map((field) => [field, got[field] ?? '']));
        if (!arrived || JSON.stringify(picked) !== JSON.stringify(wanted)) {
          const now = await fieldValues(page, form).catch(() => ({}));
          throw new Error(
            `${form.name}: ${arrived ? 'sent' : 'nothing sent'}` +
              `\n  expected ${JSON.stringify(wanted)}\n  sent     ${JSON.stringify(picked ?? null)}` +
              `\n  fields now ${JSON.stringify(now)}\n  page errors ${JSON.stringify(errors)}\n  console ${JSON.stringify(said)}`,
          );
        }
        if (errors.length > 0) throw new Error(`${form.name}: page errors ${JSON.stringify(errors)}`);
      }),
      { numRuns: replayPath ? 1 : runs, seed, path: replayPath, endOnFailure: true },
    );
    expect(count).toBeGreaterThanOrEqual(replayPath ? 1 : runs);
    await context.close();
  },
);

// The steps: every required field and some others, in any order; each select at most once, each field once.
function planOf(form: FormCase, options: Record<string, string[]>): fc.Arbitrary<Plan> {
  const text = (field: string, value: fc.Arbitrary<string>) =>
    fc.record({
      field: fc.constant(field),
      gap: fc.integer({ min: 0, max: 80 }),
      kind: fc.constant('text' as const),
      value,
      keys: fc.boolean(),
    });
  const select = (field: string) =>
    fc.record({
      field: fc.constant(field),
      gap: fc.integer({ min: 0, max: 80 }),
      kind: fc.constant('select' as const),
      choice: fc.nat({ max: Math.max(0, (options[field]?.length ?? 1) - 1) }),
    });
  const required = Object.entries(form.required).map(([field, value]) => text(field, value));
  const others = [
    ...Object.entries(form.optional).map(([field, value]) => text(field, value)),
    ...form.selects.filter((field) => (options[field]?.length ?? 0) > 0).map(select),
  ];
  const steps = fc
    .tuple(fc.tuple(...required), others.length > 0 ? fc.subarray(others.map((_, i) => i)) : fc.constant([] as number[]))
    .chain(([must, chosen]) =>
      fc
        .tuple(...chosen.map((i) => others[i]!))
        .chain((extra) => fc.shuffledSubarray<Step>([...must, ...extra], { minLength: must.length + extra.length })),
    );
  return fc.record({
    start: fc.integer({ min: 0, max: 400 }),
    steps,
    send: fc.record({ gap: fc.integer({ min: 0, max: 120 }), by: fc.constantFrom('click' as const, 'enter' as const) }),
  });
}

// Plays a plan as a visitor's real input (trusted keys and taps; an option chosen as the browser does), and says
// what the form should send.
async function play(page: Page, form: FormCase, plan: Plan, initial: Record<string, string>, options: Record<string, string[]>) {
  const expected = { ...initial };
  await page.waitForTimeout(plan.start);
  let last: string | undefined;
  for (const step of plan.steps) {
    await page.waitForTimeout(step.gap);
    const field = fieldSelector(form, step.field);
    if (step.kind === 'select') {
      const value = options[step.field]![step.choice]!;
      await page.locator(field).selectOption(value, { force: true });
      expected[step.field] = value;
    } else {
      // Key by key, the last few characters (each key costs a round trip): typed on at once, then keys.
      if (step.keys && step.value.length > 4) await page.locator(field).fill(step.value.slice(0, -4), { force: true });
      if (step.keys) await page.locator(field).pressSequentially(step.value.slice(-4));
      else await page.locator(field).fill(step.value, { force: true });
      expected[step.field] = step.value;
      // Enter sends the form from a one-line field (in a text area it is a new line).
      if (!form.multiline?.includes(step.field)) last = field;
    }
  }
  await page.waitForTimeout(plan.send.gap);
  if (plan.send.by === 'enter' && last) await page.locator(last).press('Enter');
  else await page.locator(form.form).getByRole('button', { name: form.button }).click({ force: true });
  return expected;
}

async function fieldValues(page: Page, form: FormCase): Promise<Record<string, string>> {
  const names = [...Object.keys(form.required), ...Object.keys(form.optional), ...form.selects];
  const values = await Promise.all(names.map((field) => page.locator(fieldSelector(form, field)).inputValue()));
  return Object.fromEntries(names.map((field, i) => [field, values[i]!]));
}

// The lead forms' fields by name; the sign-in form's by autocomplete (the app renames them).
function fieldSelector(form: FormCase, field: string): string {
  return form.wireName ? `${form.form} input[autocomplete="${field}"]` : `${form.form} [name="${field}"]`;
}

function bodyOf(request: Request): Record<string, string> {
  return JSON.parse(request.postData() ?? '{}') as Record<string, string>;
}

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
  return condition();
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Printed once, so a failing run can be replayed.
console.log(`wake races: seed ${seed}, ${runs} runs per form, CPU slowed ${slowdown}x`);
