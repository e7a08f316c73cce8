import { describe, expect, it } from 'vitest';
import { isEmail, isUsPhone } from './lead-rules';

describe('isUsPhone', () => {
  it.each([
    '(239) 555-0142',
    '239-555-0142',
    '239.555.0142',
    '2395550142',
    '+1 239 555 0142',
    '1-239-555-0142',
    '(239)555-0142',
    '+12395550142',
    ' 239 555 0142 ',
  ])('accepts %s', (phone) => expect(isUsPhone(phone)).toBe(true));

  it.each([
    ['too few digits', '555-0142'],
    ['too many digits', '239-555-01423'],
    ['an area code starting with 1', '(139) 555-0142'],
    ['an exchange starting with 0', '239-055-0142'],
    ['another country code', '+44 239 555 0142'],
    ['letters', '239-555-CALL'],
    ['an unclosed parenthesis', '(239 555-0142'],
    ['empty', ''],
  ])('refuses %s', (_why, phone) => expect(isUsPhone(phone)).toBe(false));
});

describe('isEmail', () => {
  it.each(['name@example.com', 'first.last+tag@mail.example.co.uk'])('accepts %s', (email) => expect(isEmail(email)).toBe(true));
  it.each(['name', 'name@', '@example.com', 'name@example', 'na me@example.com', 'name@exa mple.com', 'a@b@example.com', 'name@example.'])(
    'refuses %s',
    (email) => expect(isEmail(email)).toBe(false),
  );
});
