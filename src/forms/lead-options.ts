export {
  cityOptions,
  projectTypeOptions,
  timelineOptions,
  budgetOptions,
  estimateServiceOptions,
  widgetServiceOptions,
  widgetPageServiceOptions,
  widgetServiceValues,
  widgetServiceChoices,
};
export type { FieldOption };

/** One choice of a select: the value stored with the lead and the words shown. */
interface FieldOption {
  /** Stored with the lead (spec section 3). */
  value: string;
  /** Shown to the visitor. */
  label: string;
}

// The option values of spec section 3; the browser forms, the no-JavaScript fallback page and the
// server's checks all read them from here.

const cityOptions: FieldOption[] = [
  { value: 'cape-coral', label: 'Cape Coral' },
  { value: 'naples', label: 'Naples' },
  { value: 'fort-myers', label: 'Fort Myers' },
  { value: 'bonita-springs', label: 'Bonita Springs' },
  { value: 'estero', label: 'Estero' },
  { value: 'other', label: 'Other' },
];

const projectTypeOptions: FieldOption[] = [
  { value: 'new-installation', label: 'New Installation' },
  { value: 'replacement', label: 'Replacement' },
  { value: 'repair', label: 'Repair' },
  { value: 'consultation', label: 'Consultation' },
];

const timelineOptions: FieldOption[] = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-month', label: 'Within 1 month' },
  { value: '3-months', label: 'Within 3 months' },
  { value: '6-months', label: 'Within 6 months' },
  { value: 'planning', label: 'Just planning' },
];

const budgetOptions: FieldOption[] = [
  { value: 'under-5k', label: 'Under $5,000' },
  { value: '5k-10k', label: '$5,000 - $10,000' },
  { value: '10k-20k', label: '$10,000 - $20,000' },
  { value: '20k-plus', label: '$20,000+' },
  { value: 'not-sure', label: 'Not sure yet' },
];

// Services a visitor can name in the general estimate form; the stored value also names the staff e-mail
// ('New Windows Lead - ...'). A page's own default or a service linked from a card is added when missing,
// so the estimate form's service is free text on the server.
const estimateServiceOptions: FieldOption[] = [
  { value: 'General', label: 'General / not sure yet' },
  { value: 'Windows', label: 'Windows' },
  { value: 'Doors', label: 'Doors' },
  { value: 'Retractable Screens', label: 'Retractable Screens' },
];

/** The services the short quote form lists (spec section 3). */
const widgetServiceOptions: FieldOption[] = [
  { value: 'hurricane-windows', label: 'Hurricane Windows' },
  { value: 'single-hung-windows', label: 'Single Hung Windows' },
  { value: 'bay-windows', label: 'Bay Windows' },
  { value: 'sliding-windows', label: 'Sliding Windows' },
  { value: 'casement-windows', label: 'Casement Windows' },
  { value: 'entry-doors', label: 'Entry Doors' },
  { value: 'sliding-glass-doors', label: 'Sliding Glass Doors' },
  { value: 'hinged-patio-doors', label: 'Hinged Patio Doors' },
  { value: 'french-doors', label: 'French Doors' },
  { value: 'storm-doors', label: 'Storm Doors' },
  { value: 'other', label: 'Other' },
];

/** Services of pages with a quote widget that the list lacks; on such a page the widget adds its own service. */
const widgetPageServiceOptions: FieldOption[] = [
  { value: 'retractable-screens', label: 'Retractable Screens' },
  { value: 'double-entry-doors', label: 'Double Entry Doors' },
];

/** Every service the quote widget can send: its list and the page services it adds. */
const widgetServiceValues: string[] = [...widgetServiceOptions, ...widgetPageServiceOptions].map((option) => option.value);

// The widget's choices; a page whose own service is not among them gets it added first, so it stays preselected.
function widgetServiceChoices(service: string): FieldOption[] {
  if (service === '' || widgetServiceOptions.some((option) => option.value === service)) return widgetServiceOptions;
  const own = widgetPageServiceOptions.find((option) => option.value === service) ?? { value: service, label: service };
  return [own, ...widgetServiceOptions];
}
