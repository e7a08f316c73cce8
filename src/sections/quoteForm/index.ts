export { quoteForm };

import type { SectionDefinition } from '../section-definition';
import { QuoteForm } from './QuoteForm';

const quoteForm: SectionDefinition<'quoteForm'> = {
  component: QuoteForm,
  islands: ['QuoteRequestForm'],
};
