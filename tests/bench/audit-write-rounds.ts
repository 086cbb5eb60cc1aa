/**
 * The audit write benchmark's rounds: every kind of write sent to the product before the trail and to the product now,
 * one after the other, which version goes first alternating from round to round, so that the machine's noise falls on
 * both alike.
 */
import type { WriteKind } from './audit-write-kinds.js';
import { apiHeaders, expectOk, recordsOf, type Target } from './audit-write-target.js';

export type Version = 'antes' | 'agora';
const VERSIONS: readonly Version[] = ['antes', 'agora'];

/** The times (ms) of one kind of write on each version, round by round, and whether it now writes an entry. */
export interface KindFigures {
  antes: number[];
  agora: number[];
  audited: boolean;
}

/** Writes `n` = first … first + count - 1: the kinds in turn, each on both versions; with `times`, each write is timed there. */
export async function alternateWrites(
  targets: Record<Version, Target>,
  kinds: readonly WriteKind[],
  writes: { first: number; count: number },
  times?: Map<WriteKind, KindFigures>,
): Promise<void> {
  for (let round = 0; round < writes.count; round += 1) {
    const n = writes.first + round;
    const order = round % 2 === 0 ? VERSIONS : [...VERSIONS].reverse();
    for (const kind of kinds) {
      for (const version of order) {
        const target = targets[version];
        const record = n % recordsOf(target, kind.recordType).length;
        const started = performance.now();
        await kind.write(target, record, n);
        times?.get(kind)?.[version].push(performance.now() - started);
      }
    }
  }
}

async function newestEntryId(target: Target, kind: WriteKind): Promise<number | null> {
  const recordId = recordsOf(target, kind.recordType)[0]?.id;
  const response = await fetch(`${target.api.api.url}/api/audit?record_type=${kind.recordType}&record_id=${recordId}&per_page=1`, {
    headers: apiHeaders(target.api),
  });
  const { data } = (await expectOk(response, 'GET /api/audit')) as { data: { id: number }[] };
  return data[0]?.id ?? null;
}

/** Whether a write of this kind writes an entry on `target`: its first record's newest entry, before and after the `n`th write. */
export async function writesAnEntry(target: Target, kind: WriteKind, n: number): Promise<boolean> {
  const before = await newestEntryId(target, kind);
  await kind.write(target, 0, n);
  return (await newestEntryId(target, kind)) !== before;
}
