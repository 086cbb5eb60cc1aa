/**
 * Who a request claims to be: the API key (right, missing, wrong, twice), the bearer token (the administrator's,
 * none, garbled) and the client address in `X-Forwarded-For` (a different one per case mostly, so the per-address
 * limits of the visitors' forms do not answer every case with a 429; garbled ones too).
 */
import fc from 'fast-check';
import type { HeaderLine, LiveValues } from '../cases/fuzz-case.js';
import { hostileString } from './hostile-values.js';

/** A header value with its line breaks taken out, so that it stays one header. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n]/g, ' ');
}

export type KeyChoice = { kind: 'right' } | { kind: 'missing' } | { kind: 'twice' } | { kind: 'wrong'; value: string };

export const apiKeyChoice: fc.Arbitrary<KeyChoice> = fc.oneof(
  { weight: 16, arbitrary: fc.constant<KeyChoice>({ kind: 'right' }) },
  { weight: 2, arbitrary: fc.constant<KeyChoice>({ kind: 'missing' }) },
  { weight: 1, arbitrary: fc.constant<KeyChoice>({ kind: 'twice' }) },
  { weight: 2, arbitrary: hostileString.map((value): KeyChoice => ({ kind: 'wrong', value: oneLine(value) })) },
);

export function apiKeyHeaders(choice: KeyChoice, live: LiveValues): HeaderLine[] {
  switch (choice.kind) {
    case 'right':
      return [['X-API-Key', live.apiKey]];
    case 'missing':
      return [];
    case 'twice':
      return [
        ['X-API-Key', live.apiKey],
        ['X-API-Key', live.apiKey],
      ];
    case 'wrong':
      return [['X-API-Key', choice.value]];
  }
}

export type BearerChoice = { kind: 'staff' } | { kind: 'none' } | { kind: 'garbled'; value: string };

const GARBLED_AUTHORIZATIONS: readonly string[] = [
  'Bearer',
  'Bearer ',
  'Bearer  ',
  'bearer x',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer a b',
  'Bearer ' + 'A'.repeat(43),
  'Bearer ' + 'z'.repeat(12_000),
  'Bearer %00',
  'Bearer \u0001',
  'Bearer ção',
  'Token abc',
  'Bearer null',
  'Bearer undefined',
  'Bearer ../../etc/passwd',
];

/** The administrator's token most often when the call needs one; none or a garbled one otherwise. */
export function bearerChoice(staffWeight: number): fc.Arbitrary<BearerChoice> {
  return fc.oneof(
    { weight: staffWeight, arbitrary: fc.constant<BearerChoice>({ kind: 'staff' }) },
    { weight: 2, arbitrary: fc.constant<BearerChoice>({ kind: 'none' }) },
    { weight: 2, arbitrary: fc.constantFrom(...GARBLED_AUTHORIZATIONS).map((value): BearerChoice => ({ kind: 'garbled', value })) },
    { weight: 1, arbitrary: hostileString.map((value): BearerChoice => ({ kind: 'garbled', value: `Bearer ${oneLine(value)}` })) },
  );
}

export function bearerHeaders(choice: BearerChoice, live: LiveValues): HeaderLine[] {
  if (choice.kind === 'staff') return [['Authorization', `Bearer ${live.staffToken}`]];
  if (choice.kind === 'garbled') return [['Authorization', choice.value]];
  return [];
}

const GARBLED_FORWARDS: readonly string[] = [
  'unknown',
  '',
  ',',
  '999.999.999.999',
  '127.0.0.1, 127.0.0.1, 127.0.0.1',
  '::1',
  '[::1]:80',
  'fe80::1%eth0',
  '2001:db8::1',
  '::ffff:10.0.0.1',
  '10.0.0.1:8080',
  'a'.repeat(2000),
  '1.1.1.1,'.repeat(300),
  '<script>',
  '0',
];

/** A client address: a fresh one mostly (IPv4 or IPv6), a garbled one sometimes, none now and then. */
export const forwardedFor: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 10, arbitrary: fc.ipV4() },
  { weight: 2, arbitrary: fc.ipV6() },
  { weight: 2, arbitrary: fc.constantFrom(...GARBLED_FORWARDS) },
  { weight: 1, arbitrary: fc.constant(null) },
);

export function forwardedHeaders(address: string | null): HeaderLine[] {
  return address === null ? [] : [['X-Forwarded-For', address]];
}
