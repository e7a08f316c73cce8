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

// The one generic template: every page is a list of sections rendered through the registry.
function PageTemplate({ sections, sidebar }: PageTemplateProps) {
  const [first, ...rest] = sections;
  const top = first?.type === 'hero' ? first : undefined;
  return (
    <Layout top={top && renderSection(top, 0)} sidebar={sidebar && sidebar.length > 0 ? sidebar.map(renderSection) : undefined}>
      {(top ? rest : sections).map((s, i) => renderSection(s, top ? i + 1 : i))}
    </Layout>
  );
}

function renderSection(section: Section, index: number) {
  const Component = (registry as Record<string, ComponentType<any>>)[section.type];
  // The validator rejects unknown types; reaching here means content skipped validation.
  if (!Component) throw new Error(`No component for section type '${section.type}'`);
  return <Component key={`${section.type}-${index}`} {...section} />;
}
