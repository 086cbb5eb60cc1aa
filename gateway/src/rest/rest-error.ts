import type { ErrorBody } from '../../../shared/http-errors.js';

/**
 * Every failure of a REST call: a non-2xx answer (`http`), an upstream that cannot be reached in time
 * (`unavailable`: refused, reset, timeout), or a 2xx answer whose body is not the JSON it should be
 * (`malformed`). The message is the API's pt-BR text when it sent one.
 */
export type RestErrorKind = 'http' | 'unavailable' | 'malformed';

export interface RestFieldError {
  field: string;
  message: string;
}

export const UPSTREAM_UNAVAILABLE_MESSAGE = 'O serviço de dados está indisponível no momento. Tente novamente mais tarde.';
const UPSTREAM_MALFORMED_MESSAGE = 'O serviço de dados enviou uma resposta inválida.';
export const UPSTREAM_FAILED_MESSAGE = 'O serviço de dados não conseguiu atender a solicitação.';

export class RestError extends Error {
  override readonly name = 'RestError';
  readonly kind: RestErrorKind;
  /** HTTP status of the answer; null when no answer arrived. */
  readonly status: number | null;
  readonly fieldErrors: RestFieldError[];
  /** The seconds the API asked to wait before trying again (its `Retry-After`), on a 429. */
  readonly retryAfterSeconds: number | null;
  /** What the API sent to try again with (`ErrorBody.data`: the free slots after a visit's slot was taken). */
  readonly data: Readonly<Record<string, unknown>> | null;

  constructor(
    kind: RestErrorKind,
    message: string,
    status: number | null = null,
    fieldErrors: RestFieldError[] = [],
    retryAfterSeconds: number | null = null,
    data: Readonly<Record<string, unknown>> | null = null,
  ) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
    this.data = data;
  }

  static unavailable(): RestError {
    return new RestError('unavailable', UPSTREAM_UNAVAILABLE_MESSAGE);
  }

  static malformed(status: number): RestError {
    return new RestError('malformed', UPSTREAM_MALFORMED_MESSAGE, status);
  }

  /**
   * Builds the error of a non-2xx answer from its JSON body (the API's `ErrorBody`: `{ message, errors: { field: [msg] } }`,
   * each part checked as it is read) and, on a 429, its `Retry-After` in seconds.
   */
  static fromResponseBody(status: number, body: unknown, retryAfter?: string): RestError {
    const record: { [Part in keyof ErrorBody]?: unknown } = isRecord(body) ? body : {};
    const message = typeof record.message === 'string' && record.message.trim() !== '' ? record.message : UPSTREAM_FAILED_MESSAGE;
    const waitSeconds = status === 429 ? retryAfterSecondsOf(retryAfter) : null;
    return new RestError('http', message, status, fieldErrorsOf(record.errors), waitSeconds, isRecord(record.data) ? record.data : null);
  }

  /** The same failure with its field messages under other names (e.g. the API's field → the schema's). */
  withFieldNames(rename: (field: string) => string): RestError {
    const fieldErrors = this.fieldErrors.map(({ field, message }) => ({ field: rename(field), message }));
    return new RestError(this.kind, this.message, this.status, fieldErrors, this.retryAfterSeconds, this.data);
  }

  /** The same failure told with another message (a call's own pt-BR text). */
  withMessage(message: string): RestError {
    return new RestError(this.kind, message, this.status, this.fieldErrors, this.retryAfterSeconds, this.data);
  }

  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404;
  }

  /** A 401: no valid session (or, for a sign-in, wrong credentials). */
  get isUnauthorized(): boolean {
    return this.kind === 'http' && this.status === 401;
  }
}

function fieldErrorsOf(errors: unknown): RestFieldError[] {
  if (!isRecord(errors)) return [];
  const result: RestFieldError[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages : [messages];
    for (const message of list) {
      if (typeof message === 'string') result.push({ field, message });
    }
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `Retry-After` as whole seconds (1 to a day); a date or anything unreadable reads as 1 second. */
function retryAfterSecondsOf(header: string | undefined): number {
  const seconds = Number(header?.trim());
  return Number.isInteger(seconds) && seconds >= 1 ? Math.min(seconds, 86_400) : 1;
}
