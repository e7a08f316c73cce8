export { Cards, quoteHref };
export type { CardsProps, CardItem };

import { Badge, Button, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { ContentImage } from '../shared/ContentImage';
import { useLocalRoute } from '../../site/context';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';

/** The section's keys, as schema/sections/cards.schema.json defines them. */
type CardsProps = SectionProps<'cards'>;

/** One card. */
type CardItem = CardsProps['items'][number];

function Cards({ id, heading, intro, columns = 3, items, quoteLabel }: CardsProps) {
  const headingId = useHeadingId(id);
  const local = useLocalRoute();
  return (
    <SectionShell kind="cards" id={id} heading={heading} headingId={headingId} intro={intro}>
      <ul className="cards-grid" data-columns={columns}>
        {items.map((item) => (
          <li key={item.title} className="cards-item">
            <Card withBorder radius="md" padding="lg" className="cards-card">
              {item.image && (
                <Card.Section className="cards-media">
                  <ContentImage image={item.image} slot="card" className="cards-image" />
                </Card.Section>
              )}
              <Title order={3} className="cards-title">
                {item.title}
              </Title>
              <Text className="cards-description">{item.description}</Text>
              {item.tags && (
                <Group gap={6} className="cards-tags">
                  {item.tags.map((tag) => (
                    <Badge key={tag} variant="light" radius="sm" size="lg" className="cards-tag">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              )}
              {(item.link || quoteLabel) && (
                <Group gap="sm" className="cards-actions">
                  {item.link && (
                    <Button component="a" href={item.link.href} variant="outline" size="md">
                      {item.link.label}
                      {/* A label that already names its card ("Get a Quote in Lakewood") needs no second naming. */}
                      {!item.link.label.includes(item.title) && <VisuallyHidden>: {item.title}</VisuallyHidden>}
                    </Button>
                  )}
                  {quoteLabel && (
                    <Button component="a" href={local(quoteHref(item.title))} size="md">
                      {quoteLabel}
                      <VisuallyHidden>: {item.title}</VisuallyHidden>
                    </Button>
                  )}
                </Group>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

// The contact page reads the service from this query parameter.
function quoteHref(title: string): string {
  return `/contact?service=${encodeURIComponent(title)}`;
}
