/**
 * Every slot of the fuzz, and case number `index` of a run with `seed`: the slots take turns (so a run of a few
 * thousand cases reaches every REST call, GraphQL operation, upload path and page many times), and each case is drawn
 * from its own seed, derived from the run's seed and its number, so any case can be drawn again alone. The boundary
 * sweep's slots take its cases in turn instead, the same in every run.
 */
import fc from 'fast-check';
import { API_MULTIPART_SLOTS } from './api-multipart-cases.js';
import { EDGE_SWEEP } from './edge-sweep.js';
import type { FuzzCase } from './fuzz-case.js';
import { GRAPHQL_MULTIPART_SLOTS } from './graphql-multipart-cases.js';
import { GRAPHQL_OPERATION_SLOTS } from './graphql-operation-cases.js';
import { GRAPHQL_RAW_SLOTS } from './graphql-raw-cases.js';
import { PROTOCOL_SLOTS } from './protocol-cases.js';
import { REST_SLOTS } from './rest-cases.js';
import { SITE_SLOTS } from './site-cases.js';

/** A slot whose cases are drawn from the seed. */
interface DrawnSlot {
  family: string;
  cases: fc.Arbitrary<FuzzCase>;
}

/** One of the `copies` slots of the boundary sweep, whose cases come in turn. */
interface SweepSlot {
  family: string;
  sweep: readonly FuzzCase[];
  copy: number;
  copies: number;
}

export type Slot = DrawnSlot | SweepSlot;

/**
 * The drawn slots in turn order. The REST calls and the pages get two turns each round, the upload paths too: they
 * are fewer than the GraphQL operations but each hides more.
 */
const DRAWN_SLOTS: readonly DrawnSlot[] = [
  ...REST_SLOTS,
  ...API_MULTIPART_SLOTS,
  ...GRAPHQL_OPERATION_SLOTS,
  ...GRAPHQL_RAW_SLOTS,
  ...GRAPHQL_MULTIPART_SLOTS,
  ...SITE_SLOTS,
  ...PROTOCOL_SLOTS,
  ...REST_SLOTS.filter((slot) => / \/api\/(?:properties|send-contact-email|cep|auth|brokers)$|\{param\}$/.test(slot.family)),
  ...API_MULTIPART_SLOTS,
  ...GRAPHQL_MULTIPART_SLOTS,
  ...SITE_SLOTS,
];

/** Turns of the sweep per round: about 9% of the cases, so that 2,000 cases go through it whole. */
const SWEEP_COPIES = 20;

/** The drawn slots with the sweep's turns spread among them. */
export const ALL_SLOTS: readonly Slot[] = (() => {
  const slots: Slot[] = [...DRAWN_SLOTS];
  for (let copy = SWEEP_COPIES - 1; copy >= 0; copy -= 1) {
    const at = Math.floor(((copy + 0.5) * DRAWN_SLOTS.length) / SWEEP_COPIES);
    slots.splice(at, 0, { family: 'sweep', sweep: EDGE_SWEEP, copy, copies: SWEEP_COPIES });
  }
  return slots;
})();

/** A 32-bit seed for case `index` of a run with `seed` (a murmur-style mix, so neighbouring cases differ in every bit). */
function caseSeed(seed: number, index: number): number {
  let mixed = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35) >>> 0;
  return (mixed ^ (mixed >>> 16)) | 0;
}

/** Case `index` of the run with `seed`: always the same one. */
export function caseAt(seed: number, index: number): FuzzCase {
  const slot = ALL_SLOTS[index % ALL_SLOTS.length];
  if (slot === undefined) throw new Error('Não há casos de fuzz.');
  if ('sweep' in slot) {
    const turn = Math.floor(index / ALL_SLOTS.length) * slot.copies + slot.copy;
    const swept = slot.sweep[turn % slot.sweep.length];
    if (swept === undefined) throw new Error('A varredura de limites está vazia.');
    return swept;
  }
  // Without bias every draw is as likely at any case number (fast-check leans to small values on a run's first draws).
  const [drawn] = fc.sample(fc.noBias(slot.cases), { seed: caseSeed(seed, index), numRuns: 1 });
  if (drawn === undefined) throw new Error(`O caso ${index} não pôde ser gerado.`);
  return drawn;
}
