export { Cta };
export type { CtaProps };

import { Container, Text, Title } from '@mantine/core';
import { ActionButtons } from '../shared/ActionButtons';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';
import { KeepContacts } from '../shared/KeepContacts';

/** The section's keys, as schema/sections/cta.schema.json defines them. */
type CtaProps = SectionProps<'cta'>;

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
            <KeepContacts text={text} />
          </Text>
        )}
        <ActionButtons actions={actions} surface="dark" size="lg" justify="center" className="cta-actions" />
      </Container>
    </section>
  );
}
