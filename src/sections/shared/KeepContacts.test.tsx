import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { KeepContacts } from './KeepContacts';

describe('KeepContacts', () => {
  it('wraps each phone number in a span that does not break', () => {
    expect(renderToStaticMarkup(<KeepContacts text="Call (555) 555-0142 or 555-555-0187 today." />)).toBe(
      'Call <span class="nowrap">(555) 555-0142</span> or <span class="nowrap">555-555-0187</span> today.',
    );
  });

  it('lets an e-mail address break only after its @ and before its dots', () => {
    expect(renderToStaticMarkup(<KeepContacts text="Write to office@brightline-electric.co.uk, or call 555-555-0187." />)).toBe(
      'Write to office@<wbr/>brightline-electric<wbr/>.co<wbr/>.uk, or call <span class="nowrap">555-555-0187</span>.',
    );
  });

  it('leaves text without a number or an address as it is', () => {
    expect(renderToStaticMarkup(<KeepContacts text="Open 7 AM - 6 PM, 2015-2025" />)).toBe('Open 7 AM - 6 PM, 2015-2025');
  });
});
