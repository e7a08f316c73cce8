export { PageTemplate };

import type { ComponentType } from 'react';
import type { Section } from '../content/types';
import { sections as registry } from '../sections/registry';
import { Layout } from '../layout/Layout';

interface PageTemplateProps {
  /** The page's main sections, in order; a leading hero spans the full width. */
  sections: Section[];
  /** Sections of the right column. */
  sidebar?: Section[];
}

/** Anchor of a page's quote form when its content names none: the header button and the phone bar link to it. */
const quoteFormId = 'estimate';

// Sections that hold a quote form.
const quoteForms = new Set(['quoteWidget', 'estimateForm']);

// The one generic template: every page is a list of sections rendered through the registry.
function PageTemplate({ sections, sidebar = [] }: PageTemplateProps) {
  // The page's first quote form gets an anchor (its own id if the content gives one).
  const form = [...sections, ...sidebar].find((s) => quoteForms.has(s.type));
  const anchor = form && (form.id ?? quoteFormId);
  const render = (section: Section, index: number) => renderSection(section === form ? { ...section, id: anchor } : section, index);
  const [first, ...rest] = sections;
  const top = first?.type === 'hero' ? first : undefined;
  const [lead, ...more] = top ? rest : sections;
  const offset = top ? 1 : 0;
  return (
    <Layout
      top={top && render(top, 0)}
      lead={lead && render(lead, offset)}
      sidebar={sidebar.length > 0 ? sidebar.map(render) : undefined}
      quoteHref={anchor && `#${anchor}`}
    >
      {more.map((s, i) => render(s, offset + 1 + i))}
    </Layout>
  );
}

function renderSection(section: Section, index: number) {
  const Component = (registry as Record<string, ComponentType<any>>)[section.type];
  // The validator rejects unknown types; reaching here means content skipped validation.
  if (!Component) throw new Error(`No component for section type '${section.type}'`);
  return <Component key={`${section.type}-${index}`} {...section} />;
}
