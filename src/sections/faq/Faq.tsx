export { Faq };
export type { FaqProps, FaqItem };

import { useId } from 'react';
import { Text } from '@mantine/core';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';
import { KeepContacts } from '../shared/KeepContacts';

/** The section's keys, as schema/sections/faq.schema.json defines them. */
type FaqProps = SectionProps<'faq'>;

/** One question and its answer. */
type FaqItem = FaqProps['items'][number];

// Native <details> sharing one `name` form an exclusive accordion: opening one closes the others,
// and any can be closed again, with no JavaScript.
function Faq({ id, heading, items }: FaqProps) {
  const headingId = useHeadingId(id);
  const generated = useId().replace(/[^A-Za-z0-9]/g, '');
  const name = `faq-${id ?? generated}`;
  return (
    <SectionShell kind="faq" id={id} heading={heading} headingId={headingId}>
      <div className="faq-list">
        {items.map((item) => (
          <details key={item.question} name={name} className="faq-item">
            <summary className="faq-question">{item.question}</summary>
            <div className="faq-answer">
              <Text className="faq-answer-text">
                <KeepContacts text={item.answer} />
              </Text>
            </div>
          </details>
        ))}
      </div>
    </SectionShell>
  );
}
