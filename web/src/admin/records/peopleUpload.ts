import { graphqlEndpoint, postMultipartGraphql, type MultipartAnswer, type MultipartFile } from '../../lib/multipartGraphql';
import type { PeopleSaveResult } from './saveOutcome';
import { staffUploadOutcome } from './staffUploadOutcome';

/** What a record form saved with one optional file makes of the answer. */
export type PeopleUploadOutcome =
  | { kind: 'saved' }
  | { kind: 'refused'; result: PeopleSaveResult }
  | { kind: 'unauthenticated' }
  /** No usable answer, or an error: its text when the server gave one worth showing. */
  | { kind: 'failed'; message: string | null };

/** The save's HTTP answer for the form, once `resultOf` has picked the mutation's result (create or update). */
export function peopleUploadOutcome<D>(
  answer: MultipartAnswer<D>,
  resultOf: (data: D) => PeopleSaveResult | null | undefined,
): PeopleUploadOutcome {
  const outcome = staffUploadOutcome(answer, resultOf);
  if (outcome.kind === 'saved') return { kind: 'saved' };
  return outcome.kind === 'refused' ? { kind: 'refused', result: outcome.result } : outcome;
}

/** The upload of a chosen file at a variable (e.g. 'variables.photo'); nothing when none was chosen. */
export function optionalUpload(variablePath: string, file: File | null): MultipartFile[] {
  return file ? [{ variablePath, file, fileName: file.name }] : [];
}

/** POSTs a multipart save with the session's bearer token, without following the upload's progress. */
export function postWithToken<D>(body: FormData, token: string): Promise<MultipartAnswer<D>> {
  return postMultipartGraphql<D>(graphqlEndpoint, body, () => undefined, { Authorization: `Bearer ${token}` });
}
