export { leadChoices, choiceLabel, cityValue, otherChoice };
export type { ChoicePage };

import type { Choice, ChoiceField, LeadChoices, Page, Site } from './types';

/** What the choices need of a page: its address, title and sections. */
interface ChoicePage {
  route: string;
  page: Pick<Page, 'title' | 'sections' | 'sidebar'>;
}

/** The choice every list ends with; the quote form of a page without a service of its own sends it too. */
const otherChoice: Choice = { value: 'other', label: 'Other' };

// The site's facts and its pages in; what the forms, the server's checks and the fallback page offer out.
function leadChoices(site: Pick<Site, 'serviceAreas' | 'formChoices' | 'header' | 'words'>, pages: readonly ChoicePage[]): LeadChoices {
  const towns = [...site.serviceAreas.primary.map((each) => each.town), ...site.serviceAreas.additional];
  // Its value is the same in every language; its label is the site's word in the page's.
  const other = { ...otherChoice, label: site.words?.other ?? otherChoice.label };
  return {
    city: [...towns.map((town) => ({ value: cityValue(town), label: town })), other],
    projectType: site.formChoices.projectTypes,
    timeline: site.formChoices.timelines,
    budget: site.formChoices.budgets,
    estimateService: site.formChoices.estimateServices,
    quoteService: [...quoteServices(site, pages), other],
    retired: site.formChoices.retired ?? [],
  };
}

/** The words for a stored value: an offered choice, a retired one, or the value itself when neither knows it. */
function choiceLabel(choices: LeadChoices, field: ChoiceField, value: string): string {
  const offered = field === 'serviceType' ? [...choices.quoteService, ...choices.estimateService] : choices[field];
  const known = offered.find((choice) => choice.value === value) ?? choices.retired.find((c) => c.field === field && c.value === value);
  return known?.label ?? value;
}

/** `Mount Pleasant Heights` -> `mount-pleasant-heights`: what a lead stores for a town. */
function cityValue(town: string): string {
  return town
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// In the order of the menu, so the list reads like the site; a service on several pages is listed once.
function quoteServices(site: Pick<Site, 'header'>, pages: readonly ChoicePage[]): Choice[] {
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
