export { leadLinks, mailtoHref };
export type { LeadLinks };

import { telHref } from '../../site/phone.ts';

/** One-tap links for a lead: answer it, call it, open it in the staff inbox. */
interface LeadLinks {
  /** mailto: to the visitor, with the e-mail's subject as a reply; '' without an address. */
  reply: string;
  /** tel: to the visitor's number; '' without digits. */
  call: string;
  /** The lead's page in the staff inbox. */
  inbox: string;
}

function leadLinks(lead: { id: string; email: string; phone: string }, subject: string, publicUrl: string): LeadLinks {
  return {
    reply: mailtoHref(lead.email, `Re: ${subject}`),
    call: telHref(lead.phone),
    inbox: `${publicUrl}/staff/leads/${encodeURIComponent(lead.id)}`,
  };
}

// RFC 6068: the address keeps its @ and ordinary characters; ?, #, %, & and the like are percent-encoded.
function mailtoHref(address: string, subject: string): string {
  const to = address.trim().replace(/[^\w.!$'*+\-=^`{|}~@]/g, (character) => encodeURIComponent(character));
  if (!to) return '';
  return `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}
