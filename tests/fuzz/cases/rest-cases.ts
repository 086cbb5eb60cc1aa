/**
 * Cases for the REST API's JSON and query calls: each call of `REST_CALLS` with its path parameter, query and body
 * made hostile, its API key right or not, the administrator's token or none or a garbled one, a client address.
 */
import fc from 'fast-check';
import { encodeAs, encoding, hostileSegment, queryPairs } from '../values/addresses.js';
import { hostileFormBody, type BodyChoice } from '../values/bodies.js';
import { hostileId, hostileString } from '../values/hostile-values.js';
import { apiKeyChoice, apiKeyHeaders, bearerChoice, bearerHeaders, forwardedFor, forwardedHeaders } from '../values/identity.js';
import { wireRequest, withQuery, type FuzzCase } from './fuzz-case.js';
import { extraHeaders, LIVE, methodFor, pathBend, withLiveValues } from './request-parts.js';
import { REST_CALLS, type RestCall } from './rest-calls.js';

/** Ids that name no record: a deletion with the administrator's token must not empty the demo content. */
const unknownId = hostileId.filter((id) => !/^\d{1,2}$/.test(id));

/** A base64url text of 43 characters, the shape of a tracking or feed token. */
const tokenShaped = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
  minLength: 43,
  maxLength: 43,
});

function plausibleParam(call: RestCall): fc.Arbitrary<string> {
  switch (call.param) {
    case 'id':
      return call.realIds === false ? unknownId : hostileId;
    case 'slug':
      return fc.constantFrom(LIVE.slug, `${LIVE.slug}-x`, LIVE.slug.toUpperCase(), 'casa', '1');
    case 'image':
      return fc.constantFrom(LIVE.image, `${LIVE.image}.png`, 'ffffffffffffffff.jpg', '.jpg', 'a.webp');
    case 'token':
    case 'feedToken':
      return tokenShaped;
    default:
      return fc.constant('');
  }
}

function pathOf(call: RestCall): fc.Arbitrary<string> {
  if (call.param === undefined) return fc.constant(call.path);
  return hostileSegment(plausibleParam(call)).map((segment) => call.path.replace('{param}', segment));
}

/** The query of a call; a call without parameters gets stray ones now and then. */
function queryOf(call: RestCall): fc.Arbitrary<[string, string][]> {
  const parameters = (call.query ?? []).map((parameter) =>
    parameter.name === 'token' ? { ...parameter, accepted: [LIVE.feedToken, 'x'] } : parameter,
  );
  if (parameters.length > 0) return queryPairs(parameters);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant<[string, string][]>([]) },
    { weight: 1, arbitrary: fc.tuple(hostileString, encoding).map(([value, how]): [string, string][] => [['x', encodeAs(value, how)]]) },
  );
}

/** The body of a call: its form made hostile; nothing for a call without one, or now and then a stray one. */
function bodyOf(call: RestCall): fc.Arbitrary<BodyChoice | null> {
  if (call.body !== undefined) return hostileFormBody(call.body);
  return fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: hostileFormBody([]) });
}

function restCase(call: RestCall): fc.Arbitrary<FuzzCase> {
  const staffWeight = call.bearer === 'staff' ? 8 : 0;
  return fc
    .record({
      method: methodFor(call.method),
      path: pathOf(call),
      bend: pathBend,
      query: queryOf(call),
      body: bodyOf(call),
      key: apiKeyChoice,
      bearer:
        call.bearer === 'public'
          ? fc.oneof({ weight: 6, arbitrary: bearerChoice(0) }, { weight: 1, arbitrary: bearerChoice(1) })
          : bearerChoice(staffWeight),
      address: forwardedFor,
      extra: extraHeaders,
    })
    .map((drawn): FuzzCase => {
      const note = [
        drawn.method === call.method ? '' : `method ${drawn.method.slice(0, 20)}`,
        drawn.body?.note ?? '',
        `key ${drawn.key.kind}`,
        `bearer ${drawn.bearer.kind}`,
      ]
        .filter(Boolean)
        .join(', ');
      return {
        family: `rest ${call.method} ${call.path}`,
        note,
        expect: 'api',
        copies: 1,
        build: (live) =>
          wireRequest({
            target: 'api',
            method: drawn.method,
            path: withLiveValues(drawn.bend(withQuery(drawn.path, drawn.query)), live),
            headers: [
              ...apiKeyHeaders(drawn.key, live),
              ...bearerHeaders(drawn.bearer, live),
              ...forwardedHeaders(drawn.address),
              ...drawn.extra,
              ...(drawn.body?.headers ?? []),
            ],
            rawHeaderLines: drawn.body?.rawHeaderLines ?? [],
            body: drawn.body?.body,
            contentLength: drawn.body?.contentLength ?? 'auto',
            cutBodyAt: drawn.body?.cutBodyAt,
          }),
      };
    });
}

/** One slot per REST call. */
export const REST_SLOTS: readonly { family: string; cases: fc.Arbitrary<FuzzCase> }[] = REST_CALLS.map((call) => ({
  family: `rest ${call.method} ${call.path}`,
  cases: restCase(call),
}));
