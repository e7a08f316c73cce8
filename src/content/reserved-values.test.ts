import { expect, test } from 'vitest';
import { fictionalPhones, isReservedHost, reservedHosts } from './reserved-values';

test('the reserved domains: example.com/.net/.org and below, .example, .test, .invalid, .localhost, localhost', () => {
  const reserved = [
    'example.com',
    'WWW.Example.ORG',
    'mail.example.net.',
    'shop.example',
    'office.test',
    'x.invalid',
    'a.localhost',
    'localhost',
  ];
  expect(reserved.filter((host) => !isReservedHost(host))).toEqual([]);
  const real = ['example.co', 'myexample.com', 'example.com.au', 'test.com', 'examples.org', 'localhost.com', 'test', 'example'];
  expect(real.filter(isReservedHost)).toEqual([]);
});

test('host names are found in web and e-mail addresses and in words, not inside longer names', () => {
  const text = 'Mail jo@Example.com, see https://cdn.site.test:8443/x or localhost; not notexample.com nor example.com.au.';
  expect(reservedHosts(text)).toEqual([
    { value: 'Example.com', index: text.indexOf('Example.com') },
    { value: 'cdn.site.test', index: text.indexOf('cdn') },
    { value: 'localhost', index: text.indexOf('localhost') },
  ]);
});

test('555-0100 to 555-0199 however written, tel: links included; other 555 numbers and longer digit runs are not', () => {
  const text = 'tel:+12395550142 (239) 555-0187 239.555.0199 555 0100 1-555-0123 | 555-0200 555-1212 95550142 2395550100123';
  expect(fictionalPhones(text).map((found) => found.value.trim())).toEqual([
    '+12395550142',
    '(239) 555-0187',
    '239.555.0199',
    '555 0100',
    '1-555-0123',
  ]);
});
