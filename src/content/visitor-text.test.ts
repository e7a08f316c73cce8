// Which strings a visitor reads, as the schemas mark them: every string property of every schema is decided here,
// so a property added to a schema without "translate" decided fails this test, naming it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { createAjv, readSchemas } from './schemas';
import {
  isVisitorText,
  itemPlace,
  keyPlace,
  kindKey,
  placeAt,
  rootPlace,
  schemaIndex,
  translateKeyword,
  type SchemaPlace,
} from './visitor-text';

const schemaDir = join(dirname(fileURLToPath(import.meta.url)), '../../schema');
const files = readSchemas(schemaDir);
const index = schemaIndex(files);

type Schema = Record<string, unknown>;

/** 'words': a visitor reads it, and each language has its own; 'fact': written once, in the main language's file. */
const decisions: Record<string, 'words' | 'fact'> = {
  'common.schema.json#/$defs/link/properties/label': 'words',
  'common.schema.json#/$defs/link/properties/href': 'fact',
  'common.schema.json#/$defs/action/properties/label': 'words',
  'common.schema.json#/$defs/action/properties/href': 'fact',
  'common.schema.json#/$defs/action/properties/call': 'fact',
  'common.schema.json#/$defs/action/properties/style': 'fact',
  'common.schema.json#/$defs/image/properties/src': 'fact',
  'common.schema.json#/$defs/image/properties/alt': 'words',
  'forms.schema.json#/$defs/question/properties/key': 'fact',
  'forms.schema.json#/$defs/question/properties/label': 'words',
  'forms.schema.json#/$defs/question/properties/listLabel': 'fact',
  'forms.schema.json#/$defs/question/properties/kind': 'fact',
  'forms.schema.json#/$defs/question/properties/help': 'words',
  'forms.schema.json#/$defs/question/properties/prompt': 'words',
  'forms.schema.json#/$defs/question/properties/choices': 'fact',
  'forms.schema.json#/$defs/question/properties/retiredChoices/items/properties/value': 'fact',
  'forms.schema.json#/$defs/question/properties/retiredChoices/items/properties/label': 'fact',
  'forms.schema.json#/$defs/choice/properties/value': 'fact',
  'forms.schema.json#/$defs/choice/properties/label': 'words',
  'page.schema.json#/properties/title': 'words',
  'page.schema.json#/properties/description': 'words',
  'page.schema.json#/properties/city': 'fact',
  'page.schema.json#/properties/kind': 'fact',
  'page.schema.json#/properties/languages': 'fact',
  'section.schema.json#/properties/type': 'fact',
  'sections/areas.schema.json#/properties/type': 'fact',
  'sections/areas.schema.json#/properties/id': 'fact',
  'sections/areas.schema.json#/properties/heading': 'words',
  'sections/areas.schema.json#/properties/intro': 'words',
  'sections/areas.schema.json#/properties/show': 'fact',
  'sections/areas.schema.json#/properties/columns': 'fact',
  'sections/cards.schema.json#/properties/type': 'fact',
  'sections/cards.schema.json#/properties/id': 'fact',
  'sections/cards.schema.json#/properties/heading': 'words',
  'sections/cards.schema.json#/properties/intro': 'words',
  'sections/cards.schema.json#/properties/columns': 'fact',
  'sections/cards.schema.json#/properties/quoteLabel': 'words',
  'sections/cards.schema.json#/properties/items/items/properties/title': 'words',
  'sections/cards.schema.json#/properties/items/items/properties/description': 'words',
  'sections/cards.schema.json#/properties/items/items/properties/tags': 'words',
  'sections/certifications.schema.json#/properties/type': 'fact',
  'sections/certifications.schema.json#/properties/id': 'fact',
  'sections/certifications.schema.json#/properties/heading': 'words',
  'sections/certifications.schema.json#/properties/intro': 'words',
  'sections/contactInfo.schema.json#/properties/type': 'fact',
  'sections/contactInfo.schema.json#/properties/id': 'fact',
  'sections/contactInfo.schema.json#/properties/heading': 'words',
  'sections/contactInfo.schema.json#/properties/items/items/properties/icon': 'fact',
  'sections/contactInfo.schema.json#/properties/items/items/properties/title': 'words',
  'sections/contactInfo.schema.json#/properties/items/items/properties/text': 'words',
  'sections/cta.schema.json#/properties/type': 'fact',
  'sections/cta.schema.json#/properties/id': 'fact',
  'sections/cta.schema.json#/properties/heading': 'words',
  'sections/cta.schema.json#/properties/text': 'words',
  'sections/estimateForm.schema.json#/properties/type': 'fact',
  'sections/estimateForm.schema.json#/properties/id': 'fact',
  'sections/estimateForm.schema.json#/properties/heading': 'words',
  'sections/estimateForm.schema.json#/properties/intro': 'words',
  'sections/estimateForm.schema.json#/properties/serviceType': 'fact',
  'sections/faq.schema.json#/properties/type': 'fact',
  'sections/faq.schema.json#/properties/id': 'fact',
  'sections/faq.schema.json#/properties/heading': 'words',
  'sections/faq.schema.json#/properties/items/items/properties/question': 'words',
  'sections/faq.schema.json#/properties/items/items/properties/answer': 'words',
  'sections/features.schema.json#/properties/type': 'fact',
  'sections/features.schema.json#/properties/id': 'fact',
  'sections/features.schema.json#/properties/heading': 'words',
  'sections/features.schema.json#/properties/intro': 'words',
  'sections/features.schema.json#/properties/groups/items/properties/heading': 'words',
  'sections/features.schema.json#/$defs/item/properties/icon': 'fact',
  'sections/features.schema.json#/$defs/item/properties/title': 'words',
  'sections/features.schema.json#/$defs/item/properties/description': 'words',
  'sections/gallery.schema.json#/properties/type': 'fact',
  'sections/gallery.schema.json#/properties/id': 'fact',
  'sections/gallery.schema.json#/properties/heading': 'words',
  'sections/gallery.schema.json#/properties/intro': 'words',
  'sections/gallery.schema.json#/properties/items/items/properties/title': 'words',
  'sections/hero.schema.json#/properties/type': 'fact',
  'sections/hero.schema.json#/properties/id': 'fact',
  'sections/hero.schema.json#/properties/heading': 'words',
  'sections/hero.schema.json#/properties/eyebrow': 'words',
  'sections/hero.schema.json#/properties/text': 'words',
  'sections/hero.schema.json#/properties/note': 'words',
  'sections/hours.schema.json#/properties/type': 'fact',
  'sections/hours.schema.json#/properties/id': 'fact',
  'sections/hours.schema.json#/properties/heading': 'words',
  'sections/options.schema.json#/properties/type': 'fact',
  'sections/options.schema.json#/properties/id': 'fact',
  'sections/options.schema.json#/properties/heading': 'words',
  'sections/options.schema.json#/properties/intro': 'words',
  'sections/options.schema.json#/properties/groups/items/properties/title': 'words',
  'sections/options.schema.json#/properties/groups/items/properties/description': 'words',
  'sections/options.schema.json#/properties/groups/items/properties/items': 'words',
  'sections/projects.schema.json#/properties/type': 'fact',
  'sections/projects.schema.json#/properties/id': 'fact',
  'sections/projects.schema.json#/properties/heading': 'words',
  'sections/quoteForm.schema.json#/properties/type': 'fact',
  'sections/quoteForm.schema.json#/properties/id': 'fact',
  'sections/quoteForm.schema.json#/properties/heading': 'words',
  'sections/quoteForm.schema.json#/properties/intro': 'words',
  'sections/quoteForm.schema.json#/properties/service': 'fact',
  'sections/reviews.schema.json#/properties/type': 'fact',
  'sections/reviews.schema.json#/properties/id': 'fact',
  'sections/reviews.schema.json#/properties/heading': 'words',
  'sections/reviews.schema.json#/properties/intro': 'words',
  'sections/stats.schema.json#/properties/type': 'fact',
  'sections/stats.schema.json#/properties/id': 'fact',
  'sections/stats.schema.json#/properties/heading': 'words',
  'sections/stats.schema.json#/properties/items/items/properties/value': 'words',
  'sections/stats.schema.json#/properties/items/items/properties/label': 'words',
  'sections/steps.schema.json#/properties/type': 'fact',
  'sections/steps.schema.json#/properties/id': 'fact',
  'sections/steps.schema.json#/properties/heading': 'words',
  'sections/steps.schema.json#/properties/intro': 'words',
  'sections/steps.schema.json#/properties/items/items/properties/title': 'words',
  'sections/steps.schema.json#/properties/items/items/properties/description': 'words',
  'sections/text.schema.json#/properties/type': 'fact',
  'sections/text.schema.json#/properties/id': 'fact',
  'sections/text.schema.json#/properties/heading': 'words',
  'sections/text.schema.json#/properties/paragraphs': 'words',
  'sections/text.schema.json#/properties/bullets': 'words',
  'sections/text.schema.json#/properties/tone': 'fact',
  'site.schema.json#/properties/name': 'fact',
  'site.schema.json#/properties/url': 'fact',
  'site.schema.json#/properties/languages': 'fact',
  'site.schema.json#/properties/region': 'words',
  'site.schema.json#/properties/defaultCity': 'fact',
  'site.schema.json#/properties/state': 'fact',
  'site.schema.json#/properties/license': 'fact',
  'site.schema.json#/properties/licenseLabel': 'words',
  'site.schema.json#/properties/businessType': 'fact',
  'site.schema.json#/properties/experience': 'words',
  'site.schema.json#/properties/responseTime': 'words',
  'site.schema.json#/properties/warranty': 'words',
  'site.schema.json#/properties/quoteValidity': 'words',
  'site.schema.json#/properties/email': 'fact',
  'site.schema.json#/properties/claims': 'words',
  'site.schema.json#/properties/requiredPages': 'fact',
  'site.schema.json#/properties/titles/properties/local': 'words',
  'site.schema.json#/properties/titles/properties/utility': 'words',
  'site.schema.json#/properties/phone/properties/primary': 'fact',
  'site.schema.json#/properties/phone/properties/secondary': 'fact',
  'site.schema.json#/properties/hours/items/properties/label': 'words',
  'site.schema.json#/properties/hours/items/properties/days': 'fact',
  'site.schema.json#/properties/hours/items/properties/opens': 'fact',
  'site.schema.json#/properties/hours/items/properties/closes': 'fact',
  'site.schema.json#/properties/hours/items/properties/text': 'words',
  'site.schema.json#/properties/seasonalHours/items/properties/label': 'words',
  'site.schema.json#/properties/seasonalHours/items/properties/from': 'fact',
  'site.schema.json#/properties/seasonalHours/items/properties/to': 'fact',
  'site.schema.json#/properties/serviceAreas/properties/additional': 'fact',
  'site.schema.json#/properties/serviceAreas/properties/primary/items/properties/town': 'fact',
  'site.schema.json#/properties/serviceAreas/properties/primary/items/properties/highlight': 'words',
  'site.schema.json#/properties/serviceAreas/properties/primary/items/properties/zips': 'fact',
  'site.schema.json#/properties/brand/properties/color': 'fact',
  'site.schema.json#/properties/brand/properties/logo': 'fact',
  'site.schema.json#/properties/brand/properties/favicon': 'fact',
  'site.schema.json#/properties/brand/properties/sharingImage': 'fact',
  'site.schema.json#/properties/sample/properties/name': 'fact',
  'site.schema.json#/properties/sample/properties/sharingImage': 'fact',
  'site.schema.json#/properties/sample/properties/standIns': 'fact',
  'site.schema.json#/properties/certifications/items/properties/name': 'words',
  'site.schema.json#/properties/certifications/items/properties/description': 'words',
  'site.schema.json#/properties/certifications/items/properties/icon': 'fact',
  'site.schema.json#/properties/certifications/items/properties/color': 'fact',
  'site.schema.json#/properties/reviews/properties/scriptUrl': 'fact',
  'site.schema.json#/properties/reviews/properties/widgetId': 'fact',
  'site.schema.json#/properties/reviews/properties/fallbackUrl': 'fact',
  'site.schema.json#/properties/reviews/properties/fallbackLabel': 'words',
  'site.schema.json#/properties/map/properties/embedUrl': 'fact',
  'site.schema.json#/properties/map/properties/title': 'words',
  'site.schema.json#/properties/redirects/items/properties/from': 'fact',
  'site.schema.json#/properties/redirects/items/properties/to': 'fact',
  'site.schema.json#/properties/footer/properties/tagline': 'words',
  'site.schema.json#/properties/privacyNote/properties/text': 'words',
  'site.schema.json#/properties/privacyNote/properties/href': 'fact',
  'site.schema.json#/properties/messages/properties/estimateSuccess': 'words',
  'site.schema.json#/properties/messages/properties/estimateFailure': 'words',
  'site.schema.json#/properties/messages/properties/quoteSuccess': 'words',
  'site.schema.json#/properties/messages/properties/quoteFailure': 'words',
  'site.schema.json#/properties/messages/properties/photos/properties/label': 'words',
  'site.schema.json#/properties/messages/properties/photos/properties/hint': 'words',
  'site.schema.json#/properties/messages/properties/photos/properties/choose': 'words',
  'site.schema.json#/properties/messages/properties/photos/properties/chosen': 'words',
  'site.schema.json#/properties/messages/properties/photos/properties/remove': 'words',
  'site.schema.json#/properties/messages/properties/photos/properties/sending': 'words',
  'site.schema.json#/properties/messages/properties/photos/properties/failed': 'words',
  'site.schema.json#/properties/messages/properties/photos/properties/tooMany': 'words',
  'site.schema.json#/properties/messages/properties/confirmation/properties/heading': 'words',
  'site.schema.json#/properties/messages/properties/confirmation/properties/received': 'words',
  'site.schema.json#/properties/messages/properties/confirmation/properties/nameLabel': 'words',
  'site.schema.json#/properties/messages/properties/confirmation/properties/emailLabel': 'words',
  'site.schema.json#/properties/messages/properties/confirmation/properties/serviceLabel': 'words',
  'site.schema.json#/properties/messages/properties/confirmation/properties/townLabel': 'words',
  'site.schema.json#/properties/messages/properties/confirmation/properties/next': 'words',
  'site.schema.json#/properties/messages/properties/confirmation/properties/call': 'words',
  'site.schema.json#/properties/messages/properties/confirmation/properties/photos': 'words',
  'site.schema.json#/properties/messages/properties/confirmation/properties/another': 'words',
  // The forms' own words, every one read by a visitor.
  ...wordsOf(
    'site.schema.json#/properties/messages/properties/form/properties/fields',
    'name email phone select yes no estimateSend quoteSend sending leaveEmpty',
  ),
  ...wordsOf(
    'site.schema.json#/properties/messages/properties/form/properties/problems',
    'nameMissing emailMissing phoneMissing answerMissing email invisible phone singleLine tooLong choose chooseOne chooseSome yesOrNo number control',
  ),
  ...wordsOf(
    'site.schema.json#/properties/messages/properties/form/properties/noScript',
    'title intro required send call back notSaved busy broken unexpected sent photosArrived photosMissing photosAgain photoBusy',
  ),
  'site.schema.json#/properties/words/properties/skipLink': 'words',
  'site.schema.json#/properties/words/properties/mainMenu': 'words',
  'site.schema.json#/properties/words/properties/allOf': 'words',
  'site.schema.json#/properties/words/properties/call': 'words',
  'site.schema.json#/properties/words/properties/callShort': 'words',
  'site.schema.json#/properties/words/properties/freeQuote': 'words',
  'site.schema.json#/properties/words/properties/actionBar': 'words',
  'site.schema.json#/properties/words/properties/openMenu': 'words',
  'site.schema.json#/properties/words/properties/closeMenu': 'words',
  'site.schema.json#/properties/words/properties/mobileMenu': 'words',
  'site.schema.json#/properties/words/properties/footerMenu': 'words',
  'site.schema.json#/properties/words/properties/explore': 'words',
  'site.schema.json#/properties/words/properties/hours': 'words',
  'site.schema.json#/properties/words/properties/follow': 'words',
  'site.schema.json#/properties/words/properties/rights': 'words',
  'site.schema.json#/properties/words/properties/home': 'words',
  'site.schema.json#/properties/words/properties/areaQuote': 'words',
  'site.schema.json#/properties/words/properties/close': 'words',
  'site.schema.json#/properties/words/properties/other': 'words',
  'site.schema.json#/properties/words/properties/before': 'words',
  'site.schema.json#/properties/words/properties/after': 'words',
  'site.schema.json#/properties/words/properties/compare': 'words',
  'site.schema.json#/properties/words/properties/carousel': 'words',
  'site.schema.json#/properties/words/properties/slide': 'words',
  'site.schema.json#/properties/words/properties/slideOf': 'words',
  'site.schema.json#/properties/words/properties/pause': 'words',
  'site.schema.json#/properties/words/properties/play': 'words',
  'site.schema.json#/properties/words/properties/previous': 'words',
  'site.schema.json#/properties/words/properties/next': 'words',
  'site.schema.json#/properties/words/properties/showSlide': 'words',
  'site.schema.json#/properties/words/properties/loadMap': 'words',
  'site.schema.json#/properties/words/properties/viewMap': 'words',
  'site.schema.json#/properties/leads/properties/project': 'fact',
  'site.schema.json#/properties/leads/properties/staffEmails': 'fact',
  'site.schema.json#/$defs/namedUrl/properties/name': 'words',
  'site.schema.json#/$defs/namedUrl/properties/url': 'fact',
  'site.schema.json#/$defs/navLink/properties/name': 'words',
  'site.schema.json#/$defs/navLink/properties/href': 'fact',
  'site.schema.json#/$defs/navItem/properties/name': 'words',
  'site.schema.json#/$defs/navItem/properties/href': 'fact',
  'speed-to-lead.schema.json#/properties/timeZone': 'fact',
  'speed-to-lead.schema.json#/properties/escalationEmail': 'fact',
  'speed-to-lead.schema.json#/properties/acknowledgement/properties/subject': 'words',
  'speed-to-lead.schema.json#/properties/acknowledgement/properties/greeting': 'words',
  'speed-to-lead.schema.json#/properties/acknowledgement/properties/greetingWithoutName': 'words',
  'speed-to-lead.schema.json#/properties/acknowledgement/properties/intro': 'words',
  'speed-to-lead.schema.json#/properties/acknowledgement/properties/requestHeading': 'words',
  'speed-to-lead.schema.json#/properties/acknowledgement/properties/serviceLabel': 'words',
  'speed-to-lead.schema.json#/properties/acknowledgement/properties/townLabel': 'words',
  'speed-to-lead.schema.json#/properties/acknowledgement/properties/nextHeading': 'words',
  'speed-to-lead.schema.json#/properties/acknowledgement/properties/next': 'words',
  'speed-to-lead.schema.json#/properties/acknowledgement/properties/call': 'words',
  'speed-to-lead.schema.json#/properties/acknowledgement/properties/signOff': 'words',
  'speed-to-lead.schema.json#/properties/acknowledgement/properties/signature': 'words',
  'speed-to-lead.schema.json#/properties/acknowledgement/properties/footer': 'words',
};

/** Every subschema with the JSON pointer that leads to it. */
function* subschemas(schema: unknown, pointer = '#'): Generator<[string, Schema]> {
  if (typeof schema !== 'object' || schema === null) return;
  if (Array.isArray(schema)) {
    for (const [at, item] of schema.entries()) yield* subschemas(item, `${pointer}/${at}`);
    return;
  }
  yield [pointer, schema as Schema];
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'examples' || key === 'default' || key === 'const' || key === 'enum') continue;
    yield* subschemas(value, `${pointer}/${key}`);
  }
}

function isString(place: SchemaPlace): boolean {
  return place.nodes.some(({ schema }) => schema.type === 'string' || Array.isArray(schema.enum) || typeof schema.const === 'string');
}

/** Each property whose value is a string or a list of strings, as `file#pointer`, with what the schemas say of it. */
function stringProperties(): Record<string, 'words' | 'fact'> {
  const found: Record<string, 'words' | 'fact'> = {};
  for (const file of files) {
    for (const [pointer, schema] of subschemas(file.schema)) {
      if (!pointer.endsWith('/properties')) continue;
      for (const [name, property] of Object.entries(schema)) {
        if (property === true) continue;
        const place = placeAt(index, file.name, `${pointer}/${name}`);
        const items = itemPlace(index, place, undefined);
        const strings = isString(place)
          ? place
          : place.nodes.some(({ schema }) => schema.type === 'array') && isString(items)
            ? items
            : undefined;
        if (strings) found[`${file.name}${pointer}/${name}`] = isVisitorText(strings) ? 'words' : 'fact';
      }
    }
  }
  return found;
}

describe('visitor text in the schemas', () => {
  test('every string property is decided: words a visitor reads, or a fact', () => {
    const found = stringProperties();
    const undecided = Object.keys(found).filter((where) => !(where in decisions));
    expect(
      undecided,
      'string properties without a decision in this test: add "translate": true to the schema if a visitor reads them',
    ).toEqual([]);
    expect(
      Object.keys(decisions).filter((where) => !(where in found)),
      'decided properties that are gone',
    ).toEqual([]);
    expect(found).toEqual(decisions);
  });

  test('the keyword sits only on strings, as true or false', () => {
    const misplaced: string[] = [];
    for (const file of files) {
      for (const [pointer, schema] of subschemas(file.schema)) {
        if (!(translateKeyword in schema)) continue;
        const place = placeAt(index, file.name, pointer);
        if (typeof schema[translateKeyword] !== 'boolean' || !isString(place)) misplaced.push(`${file.name}${pointer}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  test('the validator knows the keyword and checks nothing with it, but refuses it as anything but true or false', () => {
    const ajv = createAjv();
    const validate = ajv.compile({ type: 'string', [translateKeyword]: true });
    expect(validate('Hola')).toBe(true);
    expect(validate(5)).toBe(false);
    expect(() => createAjv().compile({ type: 'string', [translateKeyword]: 'yes' })).toThrow(/must be boolean/);
  });

  test('a place in a document: a section is found by its type, a nearer "translate" wins over the one it refers to', () => {
    const page = { title: 'About', sections: [{ type: 'hero', heading: 'Hi', actions: [{ label: 'Call', call: 'primary' }] }] };
    const sections = keyPlace(index, rootPlace(index, 'page.schema.json', page), 'sections', page);
    const hero = itemPlace(index, sections, page.sections[0]);
    expect(kindKey(hero)).toBe('type');
    expect(isVisitorText(keyPlace(index, hero, 'heading', page.sections[0]))).toBe(true);
    expect(isVisitorText(keyPlace(index, hero, 'type', page.sections[0]))).toBe(false);
    // Only the hero's own keys: `quoteLabel` is a key of the cards section.
    expect(keyPlace(index, hero, 'quoteLabel', page.sections[0]).nodes).toEqual([]);
    const action = itemPlace(index, keyPlace(index, hero, 'actions', page.sections[0]), page.sections[0]!.actions[0]);
    expect(isVisitorText(keyPlace(index, action, 'label', page.sections[0]!.actions[0]))).toBe(true);
    expect(isVisitorText(keyPlace(index, action, 'call', page.sections[0]!.actions[0]))).toBe(false);
    // A choice's label is words; a retired town's label is staff's record, written once.
    expect(isVisitorText(placeAt(index, 'forms.schema.json', '#/$defs/choice/properties/label'))).toBe(true);
    expect(isVisitorText(placeAt(index, 'forms.schema.json', '#/$defs/question/properties/retiredChoices/items/properties/label'))).toBe(
      false,
    );
  });
});

/** Each property of an object's schema named in `keys` (separated by spaces) decided as words. */
function wordsOf(schema: string, keys: string): Record<string, 'words'> {
  return Object.fromEntries(keys.split(' ').map((key) => [`${schema}/properties/${key}`, 'words']));
}
