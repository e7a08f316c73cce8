export { PageTemplate };

import type { Section } from '../content/types';
import { holdsLeadForm, leadFormAnchor } from '../content/lead-form';
import { sections as registry, type SectionType } from '../sections/registry';
import type { SectionProps } from '../sections/shared/types';
import { Layout } from '../layout/Layout';

interface PageTemplateProps {
  /** The page's main sections, in order; a leading hero spans the full width. */
  sections: Section[];
  /** Sections of the right column. */
  sidebar?: Section[];
}

// The one generic template: every page is a list of sections rendered through the registry.
function PageTemplate({ sections, sidebar = [] }: PageTemplateProps) {
  // The page's first lead form gets an anchor (its own id if the content gives one).
  const form = [...sections, ...sidebar].find(holdsLeadForm);
  const anchor = form && (form.id ?? leadFormAnchor);
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
  return renderAs(section.type, section, `${section.type}-${index}`);
}

// The section's type picks its component, whose props are that type's section: one type parameter ties them.
function renderAs<T extends SectionType>(type: T, section: SectionProps<T>, key: string) {
  const { component: Component } = registry[type];
  return <Component key={key} {...section} />;
}
