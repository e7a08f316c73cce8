export { leadFields, attributionFields };

import { Anchor } from '@mantine/core';
import { listLabel } from '../../forms/field-catalogue';
import type { Times } from '../times';
import type { LeadDetail, LeadFields } from '../types';
import type { Field } from './FieldList';

// Every field the visitor sent, as they chose it (labels, not codes); the lead's id is at the foot of its page.
function leadFields(lead: LeadFields, labels: LeadDetail['labels'], times: Times): Field[] {
  return [
    { label: listLabel('name'), value: lead.name },
    { label: listLabel('email'), value: lead.email && <Anchor href={`mailto:${lead.email}`}>{lead.email}</Anchor> },
    { label: listLabel('phone'), value: lead.phone && <Anchor href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</Anchor> },
    { label: listLabel('address'), value: lead.address },
    { label: listLabel('city'), value: labels.city || lead.city },
    { label: listLabel('serviceType'), value: labels.serviceType || lead.serviceType },
    { label: listLabel('projectType'), value: labels.projectType || lead.projectType },
    { label: listLabel('timeline'), value: labels.timeline || lead.timeline },
    { label: listLabel('budget'), value: labels.budget || lead.budget },
    { label: listLabel('message'), value: lead.message },
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
