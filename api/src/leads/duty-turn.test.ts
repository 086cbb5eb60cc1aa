import { describe, expect, it } from 'vitest';
import { nextInTurn } from './duty-turn.js';

describe('nextInTurn', () => {
  it('goes round the brokers on duty in id order', () => {
    expect(nextInTurn([7, 3, 5], null)).toBe(3);
    expect(nextInTurn([7, 3, 5], 3)).toBe(5);
    expect(nextInTurn([7, 3, 5], 5)).toBe(7);
    expect(nextInTurn([7, 3, 5], 7)).toBe(3);
  });

  it('takes the next one on duty when the last one went off duty', () => {
    expect(nextInTurn([3, 7], 5)).toBe(7);
    expect(nextInTurn([3, 7], 9)).toBe(3);
  });

  it('passes over the broker a lead is leaving, and finds nobody when they are alone on duty', () => {
    expect(nextInTurn([3, 5], 3, 5)).toBe(3);
    expect(nextInTurn([3], 3, 3)).toBeUndefined();
    expect(nextInTurn([], null)).toBeUndefined();
  });
});
