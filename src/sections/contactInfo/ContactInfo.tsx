export { ContactInfo };
export type { ContactInfoProps, ContactItem };

import { Anchor, Card, Text, Title } from '@mantine/core';
import type { IconName } from '../../icons/names';
import { ActionButton } from '../shared/ActionButtons';
import { IconBadge } from '../shared/IconBadge';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { Action, Link, SectionBase } from '../shared/types';
import { KeepPhones } from '../shared/KeepPhones';

interface ContactItem {
  /** Icon on the card. */
  icon: IconName;
  /** What the card is about (<h3>, or <h2> when the section has no heading). */
  title: string;
  /** One line of detail, e.g. the phone number. */
  text: string;
  /** A text link, or a button when it calls or has a `style`. */
  link?: Link | Action;
}

interface ContactInfoProps extends SectionBase {
  /** Optional section heading (<h2>). */
  heading?: string;
  /** The contact cards, in order. */
  items: ContactItem[];
}

function ContactInfo({ id, heading, items }: ContactInfoProps) {
  const headingId = useHeadingId(id);
  // Without a section heading the card titles are the next level under the page's <h1>.
  const titleOrder = heading ? 3 : 2;
  return (
    <SectionShell kind="contact-info" id={id} heading={heading} headingId={headingId}>
      <ul className="contact-info-grid">
        {items.map((item) => (
          <li key={item.title} className="contact-info-item">
            <Card withBorder radius="md" padding="lg" className="contact-info-card">
              <IconBadge name={item.icon} size="md" />
              <div className="contact-info-body">
                <Title order={titleOrder} className="contact-info-title">
                  {item.title}
                </Title>
                <Text className="contact-info-text">
                  <KeepPhones text={item.text} />
                </Text>
                {item.link && <ContactLink link={item.link} />}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

function ContactLink({ link }: { link: Link | Action }) {
  if ('call' in link || 'style' in link) {
    return (
      <div className="contact-info-action">
        <ActionButton action={link as Action} />
      </div>
    );
  }
  return (
    <Anchor href={link.href} className="contact-info-link">
      {link.label}
    </Anchor>
  );
}
