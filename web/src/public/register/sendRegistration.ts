import type { PropertyRegistrationInput, RegisterPropertyMutation } from '../../gql/graphql';
import type { PlacedFieldErrors, ServerFieldError } from '../../forms/serverErrors';
import {
  firstErrorText,
  graphqlEndpoint,
  multipartGraphqlBody,
  photoUploads,
  postMultipartGraphql,
  type MultipartAnswer,
} from '../../lib/multipartGraphql';
import { RegisterPropertyMutation as RegisterPropertyDocument } from '../mutations';

/** An accepted registration: the confirmation to show and the owner's private tracking page, when given. */
export interface Registration {
  message: string;
  trackingPath: string | null;
}

export type RegistrationOutcome =
  | { kind: 'registered'; message: string | null; trackingPath: string | null }
  | { kind: 'refused'; message: string; fieldErrors: ServerFieldError[] }
  /** No usable answer, or a GraphQL error: its text when the server gave one. */
  | { kind: 'failed'; message: string | null };

/** The registration's answer, read from the multipart request's HTTP answer. */
export function registrationOutcome(answer: MultipartAnswer<RegisterPropertyMutation>): RegistrationOutcome {
  const result = answer.body?.data?.registerProperty;
  if (result?.ok) return { kind: 'registered', message: result.message ?? null, trackingPath: result.trackingPath ?? null };
  if (result?.error) return { kind: 'refused', message: result.error.message, fieldErrors: result.error.fieldErrors };
  return { kind: 'failed', message: firstErrorText(answer) };
}

/** The input field the API refuses when the form's privacy notice version is no longer valid. */
const PRIVACY_NOTICE_INPUT_FIELD: keyof PropertyRegistrationInput = 'privacyNoticeVersion';

/**
 * The summary of a refused registration: the server's message, then the messages of fields the form does not show.
 * A privacy notice no longer valid (the page was opened before the notice changed) highlights no field: its message,
 * which asks to reload the page, then stands alone.
 */
export function refusalSummary(outcome: Extract<RegistrationOutcome, { kind: 'refused' }>, placed: PlacedFieldErrors<string>): string {
  const staleNotice = outcome.fieldErrors.find((error) => error.field === PRIVACY_NOTICE_INPUT_FIELD);
  if (staleNotice && Object.keys(placed.byField).length === 0) return staleNotice.message;
  return [outcome.message, ...placed.elsewhere].join(' ');
}

/**
 * Sends an owner's registration with its photos (main photo first, then the others) to the gateway as
 * one multipart GraphQL request, reporting upload progress from 0 to 1.
 */
export async function sendRegistration(
  input: PropertyRegistrationInput,
  mainImage: File | null,
  otherImages: readonly File[],
  onUploadProgress: (fraction: number) => void,
): Promise<RegistrationOutcome> {
  const files = photoUploads(mainImage, otherImages);
  const variables = { input, mainImage: null, otherImages: otherImages.map(() => null) };
  const body = multipartGraphqlBody(RegisterPropertyDocument, variables, files);
  const answer = await postMultipartGraphql<RegisterPropertyMutation>(graphqlEndpoint, body, onUploadProgress);
  return registrationOutcome(answer);
}
