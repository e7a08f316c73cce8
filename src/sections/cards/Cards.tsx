export { Cards, quoteHref };
export type { CardsProps, CardItem };

import { Badge, Button, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { ContentImage } from '../shared/ContentImage';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { Image, Link, SectionBase } from '../shared/types';

interface CardItem {
  /** Card title (<h3>); also names the service in the quote link. */
  title: string;
  /** One or two sentences. */
  description: string;
  /** Picture at the top of the card. */
  image?: Image;
  /** Link at the bottom of the card, e.g. 'Learn More'. */
  link?: Link;
  /** Short labels shown as badges. */
  tags?: string[];
}

interface CardsProps extends SectionBase {
  /** Section heading (<h2>). */
  heading: string;
  /** Paragraph under the heading. */
  intro?: string;
  /** Cards side by side on a wide screen. @default 3 */
  columns?: 2 | 3 | 4;
  /** The cards, in order. */
  items: CardItem[];
  /** When set, each card gets a button with this label to the contact page for its service. */
  quoteLabel?: string;
}

function Cards({ id, heading, intro, columns = 3, items, quoteLabel }: CardsProps) {
  const headingId = useHeadingId(id);
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
                      <VisuallyHidden>: {item.title}</VisuallyHidden>
                    </Button>
                  )}
                  {quoteLabel && (
                    <Button component="a" href={quoteHref(item.title)} size="md">
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
