export { thankYouRoute };

/** Where a form sent without JavaScript lands once the lead is stored: content/pages/thank-you.yaml, which must exist. */
const thankYouRoute = '/thank-you';
