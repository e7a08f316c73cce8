export { telHref };

// One dialling rule for the pages and the lead e-mail: a 10-digit US number dials with +1, `1` and 10 digits with
// +; other numbers keep their digits (and a leading +). No digits: '' (no link).
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}
