export { QuoteForm };
export type { QuoteFormProps };

import { Paper, Text, Title } from '@mantine/core';
import { leadSetup } from '../../forms/lead-setup';
import { Island } from '../../islands/Island';
import { PrivacyNote } from '../shared/PrivacyNote';
import { useQuestions, usePage, useSite } from '../../site/context';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';
import { QuoteRequestForm } from './QuoteRequestForm';

/** The section's keys, as schema/sections/quoteForm.schema.json defines them. */
type QuoteFormProps = SectionProps<'quoteForm'>;

// The sidebar's short quote form, framed as a card; the form itself is an island.
function QuoteForm({ id, heading, intro, service }: QuoteFormProps) {
  const { route } = usePage();
  const site = useSite();
  const questions = useQuestions().quote;
  const headingId = useHeadingId(id);
  return (
    <section id={id} aria-labelledby={headingId} className="quote-form">
      <Paper withBorder radius="md" className="quote-form-card">
        <Title order={2} id={headingId} className="quote-form-heading">
          {heading}
        </Title>
        {intro && <Text className="quote-form-intro">{intro}</Text>}
        <Island
          name="QuoteRequestForm"
          component={QuoteRequestForm}
          props={{ service, questions, returnTo: route, setup: leadSetup(site, 'quote') }}
        />
        <PrivacyNote />
      </Paper>
    </section>
  );
}
