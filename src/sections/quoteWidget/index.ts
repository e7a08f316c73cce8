export { quoteWidget };

import type { SectionDefinition } from '../section-definition';
import { QuoteWidget } from './QuoteWidget';

const quoteWidget: SectionDefinition<'quoteWidget'> = {
  component: QuoteWidget,
  // The sidebar's short quote form.
  quoteForm: true,
  islands: ['QuoteRequestForm'],
};
