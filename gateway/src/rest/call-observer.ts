/**
 * How a call of the API ended: answered 2xx or 3xx (`ok`), 4xx (`client_error`), 5xx (`server_error`), not answered
 * (`unreachable`: refused, reset, cut) or not answered in its time (`timeout`).
 */
export type ApiCallOutcome = 'ok' | 'client_error' | 'server_error' | 'unreachable' | 'timeout';

/** Told of every call the client makes of the API, once it has its answer's status or has failed, with its duration. */
export type ApiCallObserver = (outcome: ApiCallOutcome, seconds: number) => void;

/** The outcome of an answered call, by its status. */
function outcomeOfStatus(status: number): ApiCallOutcome {
  if (status >= 200 && status < 400) return 'ok';
  if (status >= 400 && status < 500) return 'client_error';
  return 'server_error';
}

/** The name of the error a timed-out abort signal gives, as such or as the cause of the error it produced. */
const TIMEOUT_ERROR_NAME = 'TimeoutError';

/** How many causes deep a timeout may be: node:http wraps the signal's reason in an `AbortError`. */
const MAX_CAUSE_DEPTH = 3;

/** The outcome of a call that failed: `timeout` when its time ran out, else `unreachable`. */
function outcomeOfFailure(error: unknown): ApiCallOutcome {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { name?: unknown }).name === TIMEOUT_ERROR_NAME) return 'timeout';
    current = (current as { cause?: unknown }).cause;
  }
  return 'unreachable';
}

/** The reason a call's own timer aborts it with, which `outcomeOfFailure` reads as a timeout. */
export function timeoutReason(): DOMException {
  return new DOMException('The call of the API timed out.', TIMEOUT_ERROR_NAME);
}

/**
 * Runs a call of the API and tells `observer` how it ended and how long it took; the call's answer or failure is
 * passed on as it is. Without an observer, the call is just run.
 */
export async function observedCall<T extends { status: number }>(observer: ApiCallObserver | null, call: () => Promise<T>): Promise<T> {
  if (observer === null) return call();
  const started = performance.now();
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    observer(outcomeOfFailure(error), (performance.now() - started) / 1000);
    throw error;
  }
  observer(outcomeOfStatus(answer.status), (performance.now() - started) / 1000);
  return answer;
}
