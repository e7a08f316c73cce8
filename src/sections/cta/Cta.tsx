export { Cta };
export type { CtaProps };

import { Container, Text, Title } from '@mantine/core';
import { ActionButtons } from '../shared/ActionButtons';
import { useHeadingId } from '../shared/headingId';
import type { Action, SectionBase } from '../shared/types';
import { KeepPhones } from '../shared/KeepPhones';

interface CtaProps extends SectionBase {
  /** Band heading (<h2>). */
  heading: string;
  /** Sentence under the heading. */
  text?: string;
  /** The buttons, shown white on the coloured band. */
  actions: Action[];
}

// A full-width coloured band that closes a page with its main actions.
function Cta({ id, heading, text, actions }: CtaProps) {
  const headingId = useHeadingId(id);
  return (
    <section id={id} aria-labelledby={headingId} className="cta">
      <Container size="md" className="cta-inner">
        <Title order={2} id={headingId} className="cta-heading">
          {heading}
        </Title>
        {text && (
          <Text className="cta-text">
            <KeepPhones text={text} />
          </Text>
        )}
        <ActionButtons actions={actions} surface="dark" size="lg" justify="center" className="cta-actions" />
      </Container>
    </section>
  );
}
