import { describe, expect, test } from 'vitest';
import { recipientLines } from './DeliveryCard';
import { eventSentence } from './History';

describe("a lead's history in the office's words", () => {
  test('status changes name both steps by their labels', () => {
    expect(eventSentence({ at: '', actor: 'a@b.example', kind: 'status', from: 'new', to: 'quote-sent' })).toBe('Status: New → Quote sent');
  });

  test('deliveries say whether the e-mail went out, to whom, or why not', () => {
    expect(eventSentence({ at: '', actor: 'server', kind: 'delivery', to: 'sent', text: 'office@example.com' })).toBe(
      'E-mail delivered to office@example.com',
    );
    expect(eventSentence({ at: '', actor: 'server', kind: 'delivery', to: 'sent', text: 'To a@x.example' })).toBe(
      'E-mail delivered to a@x.example',
    );
    expect(eventSentence({ at: '', actor: 'server', kind: 'delivery', to: 'failed', text: '550 mailbox unknown' })).toBe(
      'E-mail failed: 550 mailbox unknown',
    );
    expect(eventSentence({ at: '', actor: 'server', kind: 'delivery', to: 'pending' })).toBe('E-mail will be retried');
  });

  test('an e-mail the outbox folder took (no mail server set) says so, never that it was delivered', () => {
    const sentence = eventSentence({ at: '', actor: 'server', kind: 'delivery', to: 'outbox', text: 'To a@x.example, b@x.example' });
    expect(sentence).toBe('E-mail written to the outbox folder (no mail server set), for a@x.example, b@x.example: nobody received it');
    expect(eventSentence({ at: '', actor: 'server', kind: 'acknowledgement', to: 'outbox' })).toBe(
      'Acknowledgement written to the outbox folder (no mail server set): the homeowner did not receive it',
    );
  });

  test('spam marking reads both ways', () => {
    expect(eventSentence({ at: '', actor: 'x', kind: 'spam', to: 'true' })).toBe('Marked as spam');
    expect(eventSentence({ at: '', actor: 'x', kind: 'spam', to: 'false' })).toBe('Marked as not spam');
  });
});

describe('the recipients of the staff e-mail', () => {
  test('a list or an address -> outcome record both read as lines', () => {
    expect(recipientLines(['a@x.example'])).toEqual(['a@x.example']);
    expect(recipientLines({ 'a@x.example': 'accepted', 'b@x.example': { status: 'refused', reply: '550 no such user', at: '' } })).toEqual([
      'a@x.example: accepted',
      'b@x.example: refused (550 no such user)',
    ]);
    expect(recipientLines(null)).toEqual([]);
    expect(recipientLines({ 'a@x.example': { status: 'accepted', at: '', outbox: true } })).toEqual([
      'a@x.example: written to the outbox folder (no mail server set)',
    ]);
  });
});
