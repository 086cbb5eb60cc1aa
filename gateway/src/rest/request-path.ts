import { NOT_FOUND_MESSAGE } from '../../../shared/http-errors.js';
import { RestError } from './rest-error.js';

/** A segment a URL parser resolves away or merges (`.`, `..`, `%2e`, `.%2E`…), or an empty one. */
const MOVING_SEGMENT = /^(?:|\.|%2e|\.\.|\.%2e|%2e\.|%2e%2e)$/i;

/**
 * A value (a slug, an id, a token, a file name) as one segment of a REST path: percent-encoded, with any lone
 * surrogate (which `encodeURIComponent` refuses with a `URIError`) read as U+FFFD, as a browser sends it.
 */
export function pathSegment(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Checks a REST path built from values a visitor may type (a slug, an id, a token, a file name) before it is
 * called: each value is one encoded segment, but `.` and `..` (and their encoded forms) survive encoding and would
 * move the call to another route, and an empty value would call the route above it. Such a path names nothing: a
 * 404 `RestError`, as the API would answer, without calling it.
 */
export function assertPlainPath(path: string): void {
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => MOVING_SEGMENT.test(segment))) {
    throw new RestError('http', NOT_FOUND_MESSAGE, 404);
  }
}
