export { questionKinds, productFields };
export type { QuestionKind, Question, QuestionChoice, LeadQuestions, Answer };

import type { LeadForm } from './lead-form';

/** What a question asks for, and so how it is shown: one of a list, several of a list, a line of text, a longer
 * text, yes or no, a whole number. */
const questionKinds = ['choice', 'several', 'short', 'long', 'yes-no', 'number'] as const;

type QuestionKind = (typeof questionKinds)[number];

/** The fields every lead has, whatever the site asks: a question may not use their names. */
const productFields = ['name', 'email', 'phone'] as const;

/** One choice of a choice or several-choices question. */
interface QuestionChoice {
  /** Stored with the lead; never changed once leads use it. */
  value: string;
  /** What the visitor, the e-mail, the inbox and the export show. */
  label: string;
  /** No longer offered; kept so old leads still read in words. Default: false. */
  retired?: boolean;
}

/** One question of a form, as the site's content declares it, its lists resolved (towns, services). */
interface Question {
  /** The name it is sent and stored under (`city`, `roofAge`); unique in its form, never one of productFields. */
  key: string;
  /** The words above the field. */
  label: string;
  /** The shorter name staff read in the e-mail, the CSV's header and the inbox. Default: the label. */
  listLabel?: string;
  kind: QuestionKind;
  /** The visitor must answer it. Default: false. */
  required?: boolean;
  /** One line under the field. */
  help?: string;
  /** The first, empty choice of a choice question ("Select your city"). */
  prompt?: string;
  /** The choices of a choice or several question, retired ones included. */
  choices?: QuestionChoice[];
  /** No longer asked; kept so the export and the inbox still name old answers. Default: false. */
  retired?: boolean;
  /** The question whose choices are the towns (the e-mail subject's and the visits report's town) or the
   * services (the e-mail subject's service; a page's estimate form selects its own service here). */
  names?: 'town' | 'service';
  /** A page or a link may add a choice of its own (the estimate form's service): any single line is accepted. */
  openChoice?: boolean;
}

/** Each form's questions, in the order asked. */
type LeadQuestions = Record<LeadForm, Question[]>;

/** One answer as a lead keeps it: the question's words at the time it was sent, so an old lead reads right after
 * the question changes or is removed. */
interface Answer {
  key: string;
  /** The question's list label (or label) when the lead was sent. */
  label: string;
  kind: QuestionKind;
  /** What was sent: a choice's value, the several choices' values, the text, `yes`/`no`, the number as digits. */
  value: string | string[];
  /** The answer in words: the choices' labels joined with ", ", Yes/No, the text itself. */
  text: string;
}
