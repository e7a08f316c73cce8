export { Hero };
export type { HeroProps };

import { Container, Text, Title } from '@mantine/core';
import { Icon } from '../../icons/Icon';
import { ActionButtons } from '../shared/ActionButtons';
import { ContentImage } from '../shared/ContentImage';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';
import { KeepContacts } from '../shared/KeepContacts';

/** The section's keys, as schema/sections/hero.schema.json defines them. */
type HeroProps = SectionProps<'hero'>;

function Hero({ id, heading, eyebrow, text, image, actions, note }: HeroProps) {
  const headingId = useHeadingId(id);
  return (
    <section id={id} aria-labelledby={headingId} className="hero" data-with-image={image ? true : undefined}>
      <Container size="lg" className="hero-inner">
        <div className="hero-content">
          {eyebrow && <Text className="hero-eyebrow">{eyebrow}</Text>}
          <Title order={1} id={headingId} className="hero-heading">
            {heading}
          </Title>
          {text && (
            <Text className="hero-text">
              <KeepContacts text={text} />
            </Text>
          )}
          <ActionButtons actions={actions} size="lg" className="hero-actions" />
          {note && (
            <Text className="hero-note">
              <Icon name="map-pin" size={18} className="hero-note-icon" />
              <span>{note}</span>
            </Text>
          )}
        </div>
        {image && (
          <div className="hero-media">
            <ContentImage image={image} slot="hero" eager className="hero-image" />
          </div>
        )}
      </Container>
    </section>
  );
}
