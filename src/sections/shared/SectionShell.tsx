export { SectionShell };
export type { SectionShellProps };

import type { ReactNode } from 'react';
import { Container, Text, Title } from '@mantine/core';

interface SectionShellProps {
  /** Section type, used as its class name (e.g. `cards`) so its own CSS can refine the layout. */
  kind: string;
  /** Anchor name (the section's `id`). */
  id?: string;
  /** Section heading, rendered as <h2>; without it the section has no accessible name. */
  heading?: string;
  /** Id of the heading, referenced by `aria-labelledby`. */
  headingId: string;
  /** Optional paragraph under the heading. */
  intro?: string;
  /** `muted` puts the section on a light grey background. @default 'plain' */
  tone?: 'plain' | 'muted';
  /** The section's content. */
  children: ReactNode;
}

// The common frame of a section: landmark, width, vertical rhythm, heading and introduction.
function SectionShell({ kind, id, heading, headingId, intro, tone = 'plain', children }: SectionShellProps) {
  return (
    <section id={id} aria-labelledby={heading ? headingId : undefined} className={`section-shell ${kind}`} data-tone={tone}>
      <Container size="lg" className="section-shell-inner">
        {(heading || intro) && (
          <div className="section-shell-header">
            {heading && (
              <Title order={2} id={headingId} className="section-shell-heading">
                {heading}
              </Title>
            )}
            {intro && <Text className="section-shell-intro">{intro}</Text>}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}
