// The staff API's types come from its route schemas; these checks fail (under vitest's typecheck) when a schema and
// what it describes drift apart: the database's lists, the store's lead, the views that build the answers, the inbox.
import type { Selectable } from 'kysely';
import type { Static } from 'typebox';
import { describe, expectTypeOf, test } from 'vitest';
import type * as Inbox from '../inbox/types.ts';
import type { VisitBatch } from '../visits/wire.ts';
import type { StaffRowAnswer } from './leads/lead-rows.ts';
import type { leadDetail, leadSummary } from './inbox/lead-view.ts';
import type { LeadDelivery, LeadDeliveryState, LeadDetail, LeadEvent, LeadFields, LeadPhoto, LeadSummary } from './inbox/staff-wire.ts';
import type { OfficeEmailResult } from './leads/deliver-lead.ts';
import type { DeliveryState, Lead, LeadPhotoSize, LeadStatus, Recipients } from './store/lead.ts';
import type { Contacts, LeadEvents } from './store/database.generated.ts';
import type { VisitBatchBody } from './visits/visit-batch.ts';

describe("the staff API's types", () => {
  test("list a lead history's kinds as the database's check does, besides its creation", () => {
    expectTypeOf<LeadEvent['kind']>().toEqualTypeOf<'created' | LeadEvents['kind']>();
  });

  test("answer every stored field of a lead on its page, and the follow-up's values as the store's", () => {
    expectTypeOf<keyof LeadFields>().toEqualTypeOf<Exclude<keyof Lead, 'submissionKey' | 'delivery'>>();
    expectTypeOf<LeadFields['status']>().toEqualTypeOf<LeadStatus>();
    expectTypeOf<LeadFields['status']>().toEqualTypeOf<Selectable<Contacts>['status']>();
    expectTypeOf<Omit<LeadPhoto, 'url'>>().toEqualTypeOf<LeadPhotoSize>();
    expectTypeOf<LeadDelivery['recipients']>().toEqualTypeOf<Recipients>();
    expectTypeOf<LeadDeliveryState>().toEqualTypeOf<'none' | 'outbox' | DeliveryState>();
  });

  test("read the office e-mail job's recorded state back as a stored delivery state", () => {
    expectTypeOf<NonNullable<OfficeEmailResult['state']>>().toExtend<DeliveryState>();
  });

  test('are what the views build, field for field', () => {
    expectTypeOf<ReturnType<typeof leadSummary>>().toEqualTypeOf<Omit<LeadSummary, 'waitingMs'>>();
    expectTypeOf<ReturnType<typeof leadDetail>>().toEqualTypeOf<LeadDetail>();
    expectTypeOf<keyof StaffRowAnswer>().toEqualTypeOf<Exclude<keyof Lead, 'submissionKey' | 'form'>>();
  });

  test("are the inbox's, not a copy", () => {
    expectTypeOf<Inbox.LeadDetail>().toEqualTypeOf<LeadDetail>();
    expectTypeOf<Inbox.LeadSummary>().toEqualTypeOf<LeadSummary>();
    expectTypeOf<Inbox.LeadEvent>().toEqualTypeOf<LeadEvent>();
  });
});

describe("the visit counter's batch", () => {
  test('is what the route accepts', () => {
    expectTypeOf<Static<typeof VisitBatchBody>>().toExtend<VisitBatch>();
    expectTypeOf<keyof Static<typeof VisitBatchBody>['e'][number]>().toEqualTypeOf<keyof VisitBatch['e'][number]>();
  });
});
