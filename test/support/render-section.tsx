export { renderForTest, testSite, testQuestions, fieldByLabel };
export type { RenderedSection };

import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { Window } from 'happy-dom';
import { loadContentSync } from '../../src/content/load';
import { iconSetDrawing } from '../../src/icons/icon-set';
import type { BrandFiles } from '../../src/brand/files';
import type { Site } from '../../src/content/types';
import type { LeadQuestions } from '../../src/content/questions';
import { SiteProvider, type PageInfo } from '../../src/site/context';
import { theme } from '../../src/theme';

// The small fixture site (test/fixtures/content-site), so the office's edits to content/ never break a component test.
const fixture = loadContentSync({ root: fileURLToPath(new URL('../fixtures/content-site', import.meta.url)) });
if (!fixture.ok) throw new Error('the test fixture does not validate: run its content check');

/** The fixture's business facts, placeholders filled in as a built page has them. */
const testSite: Site = fixture.content.site;

// The fixture's icons, and any other of the kept set a test's section names, as the build would give them.
const testIcons = new Proxy(fixture.content.icons, {
  get: (icons, name) => (typeof name === 'string' ? (icons[name] ?? iconSetDrawing(name)) : undefined),
});

/** The fixture's forms' questions. */
const testQuestions: LeadQuestions = fixture.content.questions;

const { document } = new Window();

interface RenderedSection {
  /** Server-rendered markup, as a page would contain it. */
  html: string;
  /** A detached element holding that markup, for DOM queries. */
  root: HTMLElement;
}

/** What a test changes of the fixture's site, and the brand's built files (none by default). */
interface TestContext {
  site?: Site;
  brandFiles?: BrandFiles;
}

// Renders like the page renderer does: Mantine without inline <style>, site and page facts in context.
function renderForTest(element: ReactElement, page: Partial<PageInfo> = {}, context: TestContext = {}): RenderedSection {
  const site = context.site ?? testSite;
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      <SiteProvider
        site={site}
        questions={testQuestions}
        icons={testIcons}
        brandFiles={context.brandFiles}
        page={{ route: '/', title: 'Home', city: site.defaultCity, ...page }}
      >
        {element}
      </SiteProvider>
    </MantineProvider>,
  );
  const root = document.createElement('div');
  root.innerHTML = html;
  return { html, root: root as unknown as HTMLElement };
}

// The form control a <label> with this text (ignoring the required asterisk) points to.
function fieldByLabel(root: HTMLElement, text: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const label = Array.from(root.querySelectorAll('label')).find((l) => l.textContent?.replace(/\s*\*\s*$/, '') === text);
  if (!label) throw new Error(`no label "${text}"`);
  const field = root.querySelector(`[id="${label.htmlFor}"]`);
  if (!field) throw new Error(`label "${text}" points to no field`);
  return field as HTMLInputElement;
}
