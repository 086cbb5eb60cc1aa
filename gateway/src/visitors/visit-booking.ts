import type { BookVisitResult, VisitDay, VisitorVisit, VisitorVisitResult, VisitRequestInput } from '../generated/resolvers.js';
import { outcomeOf } from '../mutations/outcome.js';
import { isFormRefusal, toMutationRefusal, toMutationSuccess } from '../normalize/mutation-result.js';
import { toText } from '../normalize/scalars.js';
import { toNextSlots, toVisitDays, toVisitorVisit } from '../normalize/visitor-visit.js';
import { foundOrNull } from '../records/found.js';
import type { AgencyApi } from '../rest/agency-api.js';
import type { RawBookedVisitAnswer } from '../rest/agenda-types.js';

/** The free slots of a public property; a property that takes no bookings has none. */
export async function loadVisitSlots(api: AgencyApi, slug: string): Promise<VisitDay[]> {
  return (await foundOrNull(slug, async (known) => toVisitDays(await api.visitBooking.slots(known)))) ?? [];
}

/** A visitor's booking: the private link's token when it is made; a slot taken meanwhile, the next free ones. */
export function bookVisit(api: AgencyApi, slug: string, input: VisitRequestInput): Promise<BookVisitResult> {
  return outcomeOf<RawBookedVisitAnswer, BookVisitResult>(api.visitBooking.book(slug, input), {
    success: (answer) => ({
      ...toMutationSuccess(answer),
      token: toText(answer.data?.token),
      writtenOut: toText(answer.data?.writtenOut),
      nextSlots: [],
    }),
    refusal: (error) => ({ ...toMutationRefusal(error), token: null, writtenOut: null, nextSlots: toNextSlots(error.data) }),
    isExpected: isFormRefusal,
  });
}

/** A visit by its private link's token; null for any other. */
export function loadVisitorVisit(api: AgencyApi, token: string): Promise<VisitorVisit | null> {
  return foundOrNull(token, async (known) => toVisitorVisit((await api.visitBooking.visit(known)).data));
}

/** A visitor's change on their link; refusals (too late, a slot taken) as data. */
export function changeMyVisit(change: Promise<{ message?: unknown; data?: { writtenOut?: unknown } | null }>): Promise<VisitorVisitResult> {
  return outcomeOf(change, {
    success: (answer) => ({ ...toMutationSuccess(answer), writtenOut: toText(answer.data?.writtenOut) }),
    refusal: (error) => ({ ...toMutationRefusal(error), writtenOut: null }),
    isExpected: isFormRefusal,
  });
}
