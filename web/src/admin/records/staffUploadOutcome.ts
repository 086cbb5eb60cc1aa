import { firstErrorText, hasErrorCode, type MultipartAnswer } from '../../lib/multipartGraphql';

/** The part every save mutation's result has. */
interface SaveResultShape {
  ok: boolean;
  error?: unknown;
}

/** The refusal a result carries when it is not ok. */
type RefusalOf<R> = R extends { error?: infer E } ? NonNullable<E> : never;

export type StaffUploadOutcome<R> =
  | { kind: 'saved'; result: R }
  | { kind: 'refused'; result: R; refusal: RefusalOf<R> }
  /** The session is no longer valid. */
  | { kind: 'unauthenticated' }
  /** No usable answer, or an error: its text when the server gave one worth showing. */
  | { kind: 'failed'; message: string | null };

/** Codes whose text only says the server failed: the form's own text is better. */
const unhelpfulCodes = ['INTERNAL_SERVER_ERROR', 'UPSTREAM_ERROR', 'UPSTREAM_UNAVAILABLE', 'BAD_REQUEST'];

/**
 * What a back-office multipart save's HTTP answer means for the form, once `resultOf` has picked the
 * mutation's result (create or update) out of the answer's data.
 */
export function staffUploadOutcome<D, R extends SaveResultShape>(
  answer: MultipartAnswer<D>,
  resultOf: (data: D) => R | null | undefined,
): StaffUploadOutcome<R> {
  if (hasErrorCode(answer, 'UNAUTHENTICATED') || answer.status === 401) return { kind: 'unauthenticated' };
  const data = answer.body?.data;
  const result = data ? resultOf(data) : undefined;
  if (result?.ok) return { kind: 'saved', result };
  if (result?.error) return { kind: 'refused', result, refusal: result.error as RefusalOf<R> };
  const unhelpful = unhelpfulCodes.some((code) => hasErrorCode(answer, code));
  return { kind: 'failed', message: unhelpful ? null : firstErrorText(answer) };
}
