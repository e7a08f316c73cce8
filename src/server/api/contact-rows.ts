export { publicRow, staffRow };

import type { Contact } from '../store/contact.ts';

// The fields of spec section 3: what a visitor's own create or update returns.
function publicRow(contact: Contact) {
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    address: contact.address,
    city: contact.city,
    serviceType: contact.serviceType,
    projectType: contact.projectType,
    timeline: contact.timeline,
    budget: contact.budget,
    message: contact.message,
    emailSent: contact.emailSent,
    emailError: contact.emailError,
    userId: contact.userId,
    createdAt: contact.createdAt.toISOString(),
  };
}

// Staff also see the delivery bookkeeping.
function staffRow(contact: Contact) {
  return {
    ...publicRow(contact),
    spam: contact.spam,
    notifiedAt: contact.notifiedAt?.toISOString() ?? null,
    attempts: contact.attempts,
    nextAttemptAt: contact.nextAttemptAt?.toISOString() ?? null,
  };
}
