import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answerText, offeredChoices } from '../forms/lead-check';
import { leadQuestions } from './lead-questions';
import { loadContentSync } from './load';
import { cityValue } from './town-value';
import type { Site } from './types';

const load = (name: string) => {
  const result = loadContentSync({ root: fileURLToPath(new URL(`../../test/fixtures/${name}`, import.meta.url)) });
  if (!result.ok) throw new Error(`the fixture ${name} does not validate`);
  return result.content;
};
const fixture = load('content-site');
const { site, pages, questions } = fixture;
const question = (form: 'estimate' | 'quote', key: string) => questions[form].find((each) => each.key === key)!;

describe("the forms' questions are read from content", () => {
  it('asks what site.yaml declares, in its order, with its words', () => {
    expect(questions.estimate.map((each) => [each.key, each.kind])).toEqual([
      ['address', 'short'],
      ['city', 'choice'],
      ['serviceType', 'choice'],
      ['projectType', 'choice'],
      ['timeline', 'choice'],
      ['budget', 'choice'],
      ['message', 'long'],
    ]);
    expect(question('estimate', 'projectType')).toMatchObject({
      label: 'Project Type',
      listLabel: 'Project type',
      prompt: 'Select a project type',
    });
    expect(questions.quote.map((each) => each.key)).toEqual(['serviceType', 'message']);
  });

  it('offers the service areas as towns, main ones first, then Other, then the retired ones not offered', () => {
    expect(question('estimate', 'city')).toMatchObject({ names: 'town' });
    expect(question('estimate', 'city').choices).toEqual([
      { value: 'cape-coral', label: 'Cape Coral' },
      { value: 'naples', label: 'Naples' },
      { value: 'estero', label: 'Estero' },
      { value: 'other', label: 'Other' },
      { value: 'pine-island', label: 'Pine Island', retired: true },
    ]);
  });

  it("offers the quote form the services of the pages that have one, named by the page's title, then Other", () => {
    expect(question('quote', 'serviceType')).toMatchObject({ names: 'service' });
    expect(question('quote', 'serviceType').choices).toEqual([
      { value: 'hurricane-windows', label: 'Hurricane Windows' },
      { value: 'other', label: 'Other' },
    ]);
    // A new page with a quote form adds its service; one page's service is listed once, in menu order.
    const quotePage = (service: string) => ({
      title: 'x',
      sections: [],
      sidebar: [{ type: 'quoteForm' as const, heading: 'Quote', service }],
    });
    const more = leadQuestions(site, [
      ...pages,
      { route: '/patio-enclosures', page: { ...quotePage('patio-enclosures'), title: 'Patio Enclosures' } },
      { route: '/other-page', page: quotePage('hurricane-windows') },
      { route: '/no-service', page: quotePage('other') },
    ]);
    expect(more.quote[0]!.choices!.map((choice) => choice.label)).toEqual(['Hurricane Windows', 'Patio Enclosures', 'Other']);
  });

  it("marks the estimate form's listed service as the page's, which a page or a link may add to", () => {
    expect(question('estimate', 'serviceType')).toMatchObject({ names: 'service', openChoice: true });
  });

  it("asks another trade's questions of every kind, a retired choice kept but marked", () => {
    const plumber = load('plumber-site').questions;
    expect(plumber.estimate.map((each) => each.kind)).toEqual(['short', 'choice', 'choice', 'choice', 'yes-no', 'several', 'long']);
    expect(plumber.quote.map((each) => each.kind)).toEqual(['choice', 'number', 'long']);
    const problem = plumber.estimate.find((each) => each.key === 'problem')!;
    expect(problem.required).toBe(true);
    expect(problem.choices?.filter((choice) => choice.retired).map((choice) => choice.value)).toEqual(['frozen-pipe']);
  });

  it('stores a town as its name in lowercase words joined by dashes, as the leads already hold them', () => {
    expect(['Cape Coral', 'Fort Myers Beach', 'Bonita Springs', 'Estero'].map(cityValue)).toEqual([
      'cape-coral',
      'fort-myers-beach',
      'bonita-springs',
      'estero',
    ]);
    expect(cityValue("Port St. Lucie's")).toBe('port-st-lucie-s');
    expect(cityValue('Española')).toBe('espanola');
  });
});

describe('an answer in words, as staff read it', () => {
  it('names an offered choice and a retired one, and shows an unknown value as it is', () => {
    const town = question('estimate', 'city');
    expect(['naples', 'pine-island', 'atlantis'].map((value) => answerText(town, value))).toEqual(['Naples', 'Pine Island', 'atlantis']);
    expect(answerText(question('quote', 'serviceType'), 'hurricane-windows')).toBe('Hurricane Windows');
    expect(answerText(question('estimate', 'serviceType'), 'Windows')).toBe('Windows');
  });

  it('a town moved from serviceAreas to the retired towns is no longer offered but still named', () => {
    const town = site.forms.estimate.questions.find((each) => each.key === 'city')!;
    const moved: Pick<Site, 'serviceAreas' | 'forms' | 'header'> = {
      ...site,
      serviceAreas: { primary: site.serviceAreas.primary, additional: [] },
      forms: {
        ...site.forms,
        estimate: {
          questions: site.forms.estimate.questions.map((each) =>
            each === town ? { ...town, retiredChoices: [...(town.retiredChoices ?? []), { value: 'estero', label: 'Estero' }] } : each,
          ),
        },
      },
    };
    const after = leadQuestions(moved, pages).estimate.find((each) => each.names === 'town')!;
    expect(offeredChoices(after).map((choice) => choice.value)).toEqual(['cape-coral', 'naples', 'other']);
    expect(answerText(after, 'estero')).toBe('Estero');
  });
});
