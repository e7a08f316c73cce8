export { telHref };

/** `(239) 555-0142` -> `tel:+12395550142` (US numbers; a leading 1 is kept once). */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
