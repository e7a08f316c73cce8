export { leadFields, attributionFields };

import { Anchor } from '@mantine/core';
import { productWords } from '../../forms/product-words';
import type { Times } from '../times';
import type { LeadFields } from '../types';
import type { Field } from './FieldList';

// Every field and answer the visitor sent, in the words of the form they sent it with (a question renamed or
// removed since keeps its label then); the lead's id is at the foot of its page.
function leadFields(lead: LeadFields, times: Times): Field[] {
  return [
    { label: productWords.name.listLabel, value: lead.name },
    { label: productWords.email.listLabel, value: lead.email && <Anchor href={`mailto:${lead.email}`}>{lead.email}</Anchor> },
    {
      label: productWords.phone.listLabel,
      value: lead.phone && <Anchor href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</Anchor>,
    },
    ...lead.answers.map((answer) => ({ label: answer.label, value: answer.text })),
    { label: 'Received', value: times.when(lead.createdAt) },
  ];
}

// Which page and which advert brought the lead.
function attributionFields(lead: LeadFields): Field[] {
  return [
    { label: 'Sent from page', value: lead.page ?? '' },
    { label: 'First page of the visit', value: lead.landingPage ?? '' },
    { label: 'Came from (referrer)', value: lead.referrer ?? '' },
    { label: 'utm_source', value: lead.utmSource ?? '' },
    { label: 'utm_medium', value: lead.utmMedium ?? '' },
    { label: 'utm_campaign', value: lead.utmCampaign ?? '' },
    { label: 'utm_term', value: lead.utmTerm ?? '' },
    { label: 'utm_content', value: lead.utmContent ?? '' },
  ];
}
