/**
 * The broker whose turn comes after `last` among the brokers on duty (ids in their fixed order), passing over
 * `skipped` (the broker a lead is leaving); the first one when `last` is no longer on duty. Undefined when nobody
 * else is on duty.
 */
export function nextInTurn(onDuty: readonly number[], last: number | null, skipped: number | null = null): number | undefined {
  const candidates = [...onDuty].sort((a, b) => a - b);
  if (candidates.length === 0) return undefined;
  const after = last === null ? -1 : candidates.findIndex((id) => id > last);
  const start = after < 0 ? 0 : after;
  for (let step = 0; step < candidates.length; step += 1) {
    const candidate = candidates[(start + step) % candidates.length];
    if (candidate !== undefined && candidate !== skipped) return candidate;
  }
  return undefined;
}
