export { leadQuestions };
export type { QuestionPage };

import type { LeadForm } from './lead-form';
import type { LeadQuestions, Question, QuestionChoice } from './questions';
import { cityValue, otherChoice } from './town-value';
import type { Choice, Page, Site, WrittenQuestion } from './types';

/** What the questions need of a page: its address, title and sections (its quote form's service). */
interface QuestionPage {
  route: string;
  page: Pick<Page, 'title' | 'sections' | 'sidebar'>;
}

// site.yaml's questions with their lists resolved: `towns` from serviceAreas, `services` from the pages with a quote
// form; both end with Other, as the forms always offered it.
function leadQuestions(site: Pick<Site, 'serviceAreas' | 'forms' | 'header' | 'words'>, pages: readonly QuestionPage[]): LeadQuestions {
  const resolve = (form: LeadForm) => site.forms[form].questions.map((written) => resolved(written, site, pages));
  return { estimate: resolve('estimate'), quote: resolve('quote') };
}

function resolved(
  written: WrittenQuestion,
  site: Pick<Site, 'serviceAreas' | 'header' | 'words'>,
  pages: readonly QuestionPage[],
): Question {
  const { choices, retiredChoices, pageService, ...rest } = written;
  const question: Question = { ...rest };
  // Its value is the same in every language; its label is the site's word in the page's.
  const other = { ...otherChoice, label: site.words?.other ?? otherChoice.label };
  if (choices === 'towns') {
    question.names = 'town';
    question.choices = [...townChoices(site), other, ...retiredOf(retiredChoices)];
  } else if (choices === 'services') {
    question.names = 'service';
    question.choices = [...quoteServices(site, pages), other, ...retiredOf(retiredChoices)];
  } else if (choices) {
    question.choices = choices;
    if (pageService) {
      question.names = 'service';
      question.openChoice = true;
    }
  }
  return question;
}

function townChoices(site: Pick<Site, 'serviceAreas'>): Choice[] {
  const towns = [...site.serviceAreas.primary.map((each) => each.town), ...site.serviceAreas.additional];
  return towns.map((town) => ({ value: cityValue(town), label: town }));
}

function retiredOf(choices: readonly Choice[] | undefined): QuestionChoice[] {
  return (choices ?? []).map((choice) => ({ ...choice, retired: true }));
}

// In the order of the menu, so the list reads like the site; a service on several pages is listed once.
function quoteServices(site: Pick<Site, 'header'>, pages: readonly QuestionPage[]): Choice[] {
  const menu = site.header.navigation.flatMap((item) => [item.href, ...(item.submenu ?? []).map((link) => link.href)]);
  const rank = (route: string, index: number) => (menu.includes(route) ? menu.indexOf(route) : menu.length + index);
  const found = pages
    .map(({ route, page }, index) => ({
      order: rank(route, index),
      title: page.title,
      service: [...page.sections, ...(page.sidebar ?? [])].find((section) => section.type === 'quoteForm')?.service,
    }))
    .filter(
      (entry): entry is typeof entry & { service: string } => typeof entry.service === 'string' && entry.service !== otherChoice.value,
    )
    .sort((a, b) => a.order - b.order);
  const services: Choice[] = [];
  for (const { title, service } of found) {
    if (!services.some((choice) => choice.value === service)) services.push({ value: service, label: title });
  }
  return services;
}
