import type { PropertyStatus } from '../db/schema.js';

/**
 * The approval date a status change writes: `now` when the property becomes approved (it was not, or is new),
 * nothing otherwise — staying approved keeps the date, and leaving the status keeps the last one.
 */
export function approvalDateChange(
  before: PropertyStatus | undefined,
  after: PropertyStatus | undefined,
  now: string,
): { approved_at?: string } {
  return after === 'approved' && before !== 'approved' ? { approved_at: now } : {};
}
