export { EstimateForm };
export type { EstimateFormProps };

import { leadSetup } from '../../forms/lead-setup';
import { Island } from '../../islands/Island';
import { useQuestions, usePage, useSite } from '../../site/context';
import { PrivacyNote } from '../shared/PrivacyNote';
import { SectionShell } from '../shared/SectionShell';
import { useHeadingId } from '../shared/headingId';
import type { SectionProps } from '../shared/types';
import { EstimateRequestForm } from './EstimateRequestForm';
import { preselectServiceScript } from './serviceQuery';

/** The section's keys, as schema/sections/estimateForm.schema.json defines them. */
type EstimateFormProps = SectionProps<'estimateForm'>;

// The general estimate form as an island; the script after it selects a service named in the address.
function EstimateForm({ id, heading, intro, serviceType }: EstimateFormProps) {
  const { route } = usePage();
  const site = useSite();
  const questions = useQuestions().estimate;
  const headingId = useHeadingId(id);
  return (
    <SectionShell kind="estimate-form" id={id} heading={heading} headingId={headingId} intro={intro} tone="muted">
      <Island
        name="EstimateRequestForm"
        component={EstimateRequestForm}
        props={{
          serviceType,
          returnTo: route,
          setup: leadSetup(site, 'estimate'),
          questions,
        }}
      />
      <script dangerouslySetInnerHTML={{ __html: preselectServiceScript }} />
      <PrivacyNote />
    </SectionShell>
  );
}
