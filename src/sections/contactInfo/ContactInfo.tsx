export { ContactInfo };
export type { ContactInfoProps, ContactItem };

import { Anchor, Card, Text, Title } from '@mantine/core';
import { ActionButton } from '../shared/ActionButtons';
import { IconBadge } from '../shared/IconBadge';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { Action, Link, SectionProps } from '../shared/types';
import { KeepContacts } from '../shared/KeepContacts';

/** The section's keys, as schema/sections/contactInfo.schema.json defines them. */
type ContactInfoProps = SectionProps<'contactInfo'>;

/** One contact card. */
type ContactItem = ContactInfoProps['items'][number];

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
                  <KeepContacts text={item.text} />
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
