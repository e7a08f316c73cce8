export { checkQuestions, quoteServices };

import { errorAt, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import { questionWording } from './error-map';
import type { PathSegment } from './key-path';
import { cityValue } from './town-value';
import { locate } from './yaml-source';
import { isObject } from './is-object';

const choiceKinds = ['choice', 'several'];

/** What the schema cannot say about site.yaml's forms: keys unique per form and never a product field, lists where
 * a kind needs them and only there, a value once per list, a retired town or service no longer offered. */
function checkQuestions(files: readonly ParsedFile[]): ContentError[] {
  const site = files.find((file) => file.content.role === 'site');
  const forms = site && isObject(site.data) && isObject(site.data.forms) ? site.data.forms : undefined;
  if (!site || !forms) return [];
  const errors: ContentError[] = [];
  const say = (at: PathSegment[], spot: 'key' | 'value', wording: Parameters<typeof errorAt>[3]) =>
    errors.push(errorAt(site.source(), at, spot, wording));
  const line = (at: PathSegment[]) => locate(site.source(), at, 'value').start.line;
  const towns = townValues(site.data);
  const kinds = new Map<string, { kind: string; at: PathSegment[] }>();
  for (const form of ['estimate', 'quote']) {
    const list = isObject(forms[form]) ? forms[form].questions : undefined;
    if (!Array.isArray(list)) continue;
    const seen = new Map<string, PathSegment[]>();
    let service: PathSegment[] | undefined;
    list.forEach((question, index) => {
      if (!isObject(question) || typeof question.key !== 'string' || typeof question.kind !== 'string') return;
      const at: PathSegment[] = ['forms', form, 'questions', index];
      const { key, kind, choices } = question;
      if (['name', 'email', 'phone'].includes(key)) say([...at, 'key'], 'value', questionWording.productField(key));
      const first = seen.get(key);
      if (first) say([...at, 'key'], 'value', questionWording.duplicateKey(key, form, line(first)));
      else seen.set(key, [...at, 'key']);
      const other = kinds.get(key);
      if (other && other.kind !== kind && !first)
        say([...at, 'kind'], 'value', questionWording.keyKindsDiffer(key, kind, other.kind, line(other.at)));
      else if (!other) kinds.set(key, { kind, at: [...at, 'kind'] });
      const listed = choiceKinds.includes(kind);
      if (choices !== undefined && !listed) say([...at, 'choices'], 'key', questionWording.choicesNotUsed(kind));
      if (choices === undefined && listed) say(at, 'value', questionWording.choicesMissing(key, kind));
      if (question.prompt !== undefined && kind !== 'choice') say([...at, 'prompt'], 'key', questionWording.promptNotUsed(kind));
      if (Array.isArray(choices) && listed) {
        const values = new Map<string, PathSegment[]>();
        choices.forEach((choice, i) => {
          if (!isObject(choice) || typeof choice.value !== 'string') return;
          const place: PathSegment[] = [...at, 'choices', i, 'value'];
          const earlier = values.get(choice.value);
          if (earlier) say(place, 'value', questionWording.duplicateChoice(choice.value, line(earlier)));
          else values.set(choice.value, place);
        });
        if (choices.length > 0 && choices.every((choice) => isObject(choice) && choice.retired === true) && question.retired !== true) {
          say([...at, 'choices'], 'key', questionWording.nothingOffered(key));
        }
      }
      if (Array.isArray(question.retiredChoices)) {
        if (choices !== 'towns' && choices !== 'services') say([...at, 'retiredChoices'], 'key', questionWording.retiredNotListed());
        const offered = choices === 'towns' ? towns : choices === 'services' ? quoteServices(files) : new Set<string>();
        question.retiredChoices.forEach((choice, i) => {
          if (isObject(choice) && typeof choice.value === 'string' && offered.has(choice.value)) {
            say(
              [...at, 'retiredChoices', i, 'value'],
              'value',
              questionWording.retiredStillOffered(choice.value, choices as 'towns' | 'services'),
            );
          }
        });
      }
      if (question.pageService === true && (kind !== 'choice' || !Array.isArray(choices))) {
        say([...at, 'pageService'], 'key', questionWording.pageServiceNotChoice());
      }
      if (question.pageService === true || choices === 'services') {
        if (service) say(at, 'value', questionWording.twoPageServices(form, line(service)));
        else service = at;
      }
    });
  }
  return errors;
}

function townValues(site: unknown): Set<string> {
  const areas = isObject(site) && isObject(site.serviceAreas) ? site.serviceAreas : {};
  const primary = Array.isArray(areas.primary) ? areas.primary.map((town) => (isObject(town) ? town.town : undefined)) : [];
  const additional = Array.isArray(areas.additional) ? areas.additional : [];
  return new Set([...primary, ...additional].filter((town): town is string => typeof town === 'string').map(cityValue));
}

// The services the pages' quote forms offer now.
function quoteServices(files: readonly ParsedFile[]): Set<string> {
  const services = new Set<string>();
  for (const file of files) {
    if (file.content.role !== 'page' || !isObject(file.data)) continue;
    for (const column of ['sections', 'sidebar']) {
      const list = file.data[column];
      if (!Array.isArray(list)) continue;
      for (const section of list) {
        if (isObject(section) && section.type === 'quoteForm' && typeof section.service === 'string') services.add(section.service);
      }
    }
  }
  return services;
}
