export { cityOptions, projectTypeOptions, timelineOptions, budgetOptions, estimateServiceOptions, leadFormAction };
export type { FieldOption };

/** One choice of a select: the value stored with the lead and the words shown. */
interface FieldOption {
  value: string;
  label: string;
}

/** Where both lead forms post when JavaScript is off. */
const leadFormAction = '/api/leads/form';

// Services a visitor can name in the general estimate form; the stored value also names the staff e-mail
// ('New Windows Lead - ...'). A page's own default or a service linked from a card is added when missing.
const estimateServiceOptions: FieldOption[] = [
  { value: 'General', label: 'General / not sure yet' },
  { value: 'Windows', label: 'Windows' },
  { value: 'Doors', label: 'Doors' },
  { value: 'Retractable Screens', label: 'Retractable Screens' },
];

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
