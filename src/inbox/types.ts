// The staff API's requests and answers, as the server's route schemas declare them: imported as types only, so no
// schema code reaches the inbox and what the inbox reads cannot drift from what the server sends.
export type {
  Account,
  Session,
  WhoAnswer,
  SessionsAnswer,
  Choice,
  Choices,
  LeadSummary,
  LeadList,
  LeadEvent,
  LeadDelivery,
  LeadDetail,
  LeadFields,
  LeadPhoto,
  LeadDeliveryState,
} from '../server/inbox/staff-wire';
