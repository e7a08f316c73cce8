export { checkServiceTypes };

import { errorAt, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import { closest } from './did-you-mean';
import { questionWording } from './error-map';
import { quoteServices } from './question-check';
import { otherChoice } from './town-value';
import { locate } from './yaml-source';
import { isObject } from './is-object';

/** Each estimate form's serviceType is a value of the estimate form's service question: one outside the list would
 * be added to the form as a stray choice, and kept with requests under a name no other page uses. */
function checkServiceTypes(files: readonly ParsedFile[]): ContentError[] {
  const site = files.find((file) => file.content.role === 'site');
  const service = site ? serviceQuestion(site, files) : undefined;
  if (!site || !service) return [];
  const line = locate(site.source(), service.at, 'value').start.line;
  const known = new Set(service.values.map((value) => value.toLowerCase()));
  const errors: ContentError[] = [];
  for (const file of files) {
    if (file.content.role !== 'page' || !isObject(file.data)) continue;
    for (const column of ['sections', 'sidebar']) {
      const list = file.data[column];
      if (!Array.isArray(list)) continue;
      list.forEach((section, index) => {
        if (!isObject(section) || section.type !== 'estimateForm' || typeof section.serviceType !== 'string') return;
        // The form selects a value written with other capitals all the same.
        if (known.has(section.serviceType.toLowerCase())) return;
        const said = questionWording.serviceNotChoice(section.serviceType, service.values, {
          key: service.key,
          line,
          list: service.list,
          suggestion: closest(section.serviceType, service.values),
        });
        errors.push(errorAt(file.source(), [column, index, 'serviceType'], 'value', said));
      });
    }
  }
  return errors;
}

/** The estimate form's question naming the service, as the form finds it, and the values it offers. */
function serviceQuestion(
  site: ParsedFile,
  files: readonly ParsedFile[],
): { key: string; at: (string | number)[]; list: 'own' | 'services'; values: string[] } | undefined {
  const forms = isObject(site.data) && isObject(site.data.forms) ? site.data.forms : undefined;
  const questions = forms && isObject(forms.estimate) ? forms.estimate.questions : undefined;
  if (!Array.isArray(questions)) return undefined;
  for (const [index, question] of questions.entries()) {
    if (!isObject(question) || typeof question.key !== 'string' || question.retired === true) continue;
    const at = ['forms', 'estimate', 'questions', index, 'key'];
    if (question.choices === 'services') {
      return { key: question.key, at, list: 'services', values: [...new Set([...quoteServices(files), otherChoice.value])] };
    }
    if (question.pageService === true && Array.isArray(question.choices)) {
      const values = question.choices.flatMap((choice) =>
        isObject(choice) && typeof choice.value === 'string' && choice.retired !== true ? [choice.value] : [],
      );
      return { key: question.key, at, list: 'own', values };
    }
  }
  return undefined;
}
