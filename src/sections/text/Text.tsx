export { TextSection };
export type { TextSectionProps };

import { Text } from '@mantine/core';
import { CheckList } from '../shared/CheckList';
import { ContentImage } from '../shared/ContentImage';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';
import { KeepContacts } from '../shared/KeepContacts';

/** The section's keys, as schema/sections/text.schema.json defines them. */
type TextSectionProps = SectionProps<'text'>;

// Named TextSection so it does not shadow Mantine's Text.
function TextSection({ id, heading, paragraphs, bullets, image, tone = 'default' }: TextSectionProps) {
  const headingId = useHeadingId(id);
  return (
    <SectionShell kind="text-section" id={id} heading={heading} headingId={headingId}>
      <div className="text-section-body" data-tone={tone} data-with-image={image ? true : undefined}>
        <div className="text-section-copy">
          {paragraphs.map((paragraph, index) => (
            <Text key={index} className="text-section-paragraph">
              <KeepContacts text={paragraph} />
            </Text>
          ))}
          {bullets && <CheckList items={bullets} className="text-section-bullets" />}
        </div>
        {image && <ContentImage image={image} slot="text" className="text-section-image" />}
      </div>
    </SectionShell>
  );
}
