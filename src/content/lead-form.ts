export type { LeadForm };

/** Which form a lead came from: the general estimate form or the sidebar quote form (section quoteForm). */
type LeadForm = 'estimate' | 'quote';
