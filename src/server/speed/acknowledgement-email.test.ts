import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../site-config.ts';
import { fixtureRoot } from '../../../test/support/fixture-sites.ts';
import { answersFor, fixtureQuestions } from '../../../test/support/answers.ts';
import { acknowledgementEmail, firstNameOf } from './acknowledgement-email.ts';

const settings = readSiteConfig(fixtureRoot('roofer-site')).speed!;
const questions = fixtureQuestions('content-site');

describe("the homeowner's first name", () => {
  it('is the first word of a plain name', () => {
    expect(firstNameOf('Jane Doe')).toBe('Jane');
    expect(firstNameOf("  Zoë O'Brien ")).toBe('Zoë');
    expect(firstNameOf('Mary-Ann St. James')).toBe('Mary-Ann');
  });

  it('is left out when the name holds a link, digits, an address or is long', () => {
    for (const name of [
      'Win a prize at http://x.example',
      'Visit www.example',
      'Agent 007',
      'me@x.example',
      'Cheap pills.shop now',
      'A'.repeat(41),
      'Jane <b>',
      '',
    ]) {
      expect(firstNameOf(name)).toBeUndefined();
    }
  });
});

describe('the acknowledgement e-mail', () => {
  it('escapes what it shows and names only offered choices', () => {
    const answers = answersFor(questions, { serviceType: '<script>', city: 'naples' });
    const message = acknowledgementEmail({ name: 'Jane', form: 'estimate', answers }, questions, settings);
    expect(message.html).not.toContain('<script>');
    expect(message.text).not.toContain('<script>');
    expect(message.text).toContain('Naples');
    expect(message.text).not.toContain(settings.words.serviceLabel + ':');
  });
});
