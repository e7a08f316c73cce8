export { estimateForm };

import type { SectionDefinition } from '../section-definition';
import { EstimateForm } from './EstimateForm';

const estimateForm: SectionDefinition<'estimateForm'> = {
  component: EstimateForm,
  islands: ['EstimateRequestForm'],
};
