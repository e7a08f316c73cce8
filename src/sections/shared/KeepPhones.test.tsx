import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { KeepPhones } from './KeepPhones';

describe('KeepPhones', () => {
  it('wraps each phone number in a span that does not break', () => {
    expect(renderToStaticMarkup(<KeepPhones text="Call (239) 555-0142 or 239-555-0187 today." />)).toBe(
      'Call <span class="nowrap">(239) 555-0142</span> or <span class="nowrap">239-555-0187</span> today.',
    );
  });

  it('leaves text without a number as it is', () => {
    expect(renderToStaticMarkup(<KeepPhones text="Open 7 AM - 6 PM, 2015-2025" />)).toBe('Open 7 AM - 6 PM, 2015-2025');
  });
});
