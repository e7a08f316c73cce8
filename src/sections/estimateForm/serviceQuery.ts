export { serviceFromSearch, serviceChoices, preselectServiceScript };

import type { Choice } from '../../content/types';

/** `?service=Gutters%20%26%20Downspouts` -> `Gutters & Downspouts`: one line, at most 100 characters. */
function serviceFromSearch(search: string): string | null {
  const value = (new URLSearchParams(search).get('service') ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
  return value || null;
}

/** The Service select's choices (site.yaml formChoices.estimateServices) and the one to select. */
function serviceChoices(listed: Choice[], pageDefault: string, linked: string | null): { options: Choice[]; selected: string } {
  const options = withService(listed, pageDefault);
  const wanted = linked ?? pageDefault;
  const known = find(options, wanted);
  if (known) return { options, selected: known.value };
  return { options: [{ value: wanted, label: wanted }, ...options], selected: wanted };
}

// The page's own service stays a choice even when the list lacks it; it is added first.
function withService(options: Choice[], service: string): Choice[] {
  return find(options, service) ? options : [{ value: service, label: service }, ...options];
}

function find(options: Choice[], service: string): Choice | undefined {
  return options.find((option) => option.value.toLowerCase() === service.toLowerCase());
}

// Runs right after the form's HTML, before first paint: the select shows a service named in the address
// at once, and in the same way as `serviceChoices` (a missing one added first), so hydration finds the
// DOM it renders.
const preselectServiceScript =
  '(function(s){var q=(new URLSearchParams(location.search).get("service")||"").replace(/\\s+/g," ").trim().slice(0,100);' +
  'var f=s&&s.previousElementSibling,e=q&&f&&f.querySelector("select[data-page-service]");if(!e)return;' +
  'var m=Array.prototype.find.call(e.options,function(o){return o.value.toLowerCase()===q.toLowerCase()});' +
  'if(!m){m=new Option(q,q);e.insertBefore(m,e.firstChild)}e.value=m.value})(document.currentScript)';
