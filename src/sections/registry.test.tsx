import { preselectServiceScript } from './estimateForm/serviceQuery';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../test/support/render-section';
import { islands } from '../islands/registry';
import { holdsLeadForm } from '../content/lead-form';
import { sections, type SectionType } from './registry';

type Example = { type: SectionType; [key: string]: unknown };

const schemaDir = new URL('../../schema/sections/', import.meta.url);
const examples: Example[] = readdirSync(schemaDir).flatMap(
  (file) => JSON.parse(readFileSync(new URL(file, schemaDir), 'utf8')).examples as Example[],
);

function render(section: Example) {
  const Component = sections[section.type].component as (props: object) => React.ReactNode;
  return renderForTest(<Component {...section} />);
}

describe('section registry', () => {
  it('is the list of section types: schema/section.schema.json offers each, from its own file, and no other', () => {
    const types = Object.keys(sections);
    const section = JSON.parse(readFileSync(new URL('../section.schema.json', schemaDir), 'utf8'));
    expect(section.discriminator).toEqual({ propertyName: 'type' });
    expect(section.oneOf).toEqual(types.map((type) => ({ $ref: `sections/${type}.schema.json` })));
    for (const type of types) {
      const schema = JSON.parse(readFileSync(new URL(`${type}.schema.json`, schemaDir), 'utf8'));
      expect(schema.properties.type.const, type).toBe(type);
    }
    expect(readdirSync(schemaDir).sort()).toEqual(types.map((type) => `${type}.schema.json`).sort());
  });

  it('renders every schema example as one labelled <section> with its anchor', () => {
    expect(new Set(examples.map((e) => e.type)).size).toBe(Object.keys(sections).length);
    for (const example of examples) {
      const { root } = render({ ...example, id: `${example.type.toLowerCase()}-anchor` });
      const landmarks = root.querySelectorAll('section');
      expect(landmarks, example.type).toHaveLength(1);
      const section = landmarks[0]!;
      expect(section.id).toBe(`${example.type.toLowerCase()}-anchor`);
      const labelledBy = section.getAttribute('aria-labelledby');
      if (labelledBy) {
        const heading = root.querySelector(`[id="${labelledBy}"]`)!;
        expect(heading.tagName, example.type).toBe(example.type === 'hero' ? 'H1' : 'H2');
      } else {
        expect(example.heading, `${example.type} without a heading`).toBeUndefined();
      }
    }
  });

  it('marks as lead forms exactly the sections that render a form', () => {
    for (const example of examples) {
      const { root } = render(example);
      expect(holdsLeadForm(example), example.type).toBe(root.querySelector('form') !== null);
    }
  });

  it("declares the islands each section renders, and the browser's list holds them with the layout's", () => {
    const declared = Object.values(sections).flatMap((definition) => definition.islands ?? []);
    for (const example of examples) {
      const rendered = Array.from(render(example).root.querySelectorAll<HTMLElement>('[data-island]'), (el) => el.dataset.island);
      expect(
        rendered.every((name) => sections[example.type].islands?.includes(name!)),
        example.type,
      ).toBe(true);
    }
    expect(Object.keys(islands).sort()).toEqual(['MobileMenu', 'Toasts', ...declared].sort());
  });

  it('leaves <h1> to the hero alone', () => {
    const { root } = renderForTest(
      <>
        {examples.map((example, index) => {
          const Component = sections[example.type].component as (props: object) => React.ReactNode;
          return <Component key={index} {...example} />;
        })}
      </>,
    );
    expect(root.querySelectorAll('h1')).toHaveLength(1);
    expect(root.querySelector('h1')!.closest('section')!.className).toBe('hero');
  });

  it("puts no <style> or <script> into the page body, but for the estimate form's service preselect", () => {
    for (const example of examples) {
      // That one script picks the service named in ?service= before first paint (see estimateForm/serviceQuery).
      const { html } = render(example);
      const body = html.replace(`<script>${preselectServiceScript}</script>`, '');
      expect(body, example.type).not.toMatch(/<style|<script/);
    }
  });

  it('uses only Mantine classes whose stylesheet src/styles/mantine.css imports', () => {
    const require = createRequire(import.meta.url);
    const imported = readFileSync(new URL('../styles/mantine.css', import.meta.url), 'utf8')
      .split('\n')
      .flatMap((line) => line.match(/^@import '(.+)';$/)?.[1] ?? [])
      .map((spec) => readFileSync(require.resolve(spec), 'utf8'))
      .join('\n');
    const withTags = { type: 'cards' as const, heading: 'H', items: [{ title: 'T', description: 'D', tags: ['Tag'] }] };
    const used = new Set<string>();
    for (const example of [...examples, withTags]) {
      for (const match of render(example).html.matchAll(/\bm_[0-9a-f]+\b/g)) used.add(match[0]);
    }
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((name) => !imported.includes(`.${name}`));
    expect(missing).toEqual([]);
  });
});
