import { describe, expect, it } from 'vitest';
import { toFeedVersion } from './feed-version.js';

describe('toFeedVersion', () => {
  it('reads the version and the time of the latest change', () => {
    expect(toFeedVersion({ version: '9f2c01ab', last_modified: '2026-11-25T13:00:00.000Z' })).toEqual({
      version: '9f2c01ab',
      lastModified: new Date('2026-11-25T13:00:00.000Z'),
    });
  });

  it('keeps a version without a readable date, and has nothing without a version', () => {
    expect(toFeedVersion({ version: 'a1', last_modified: 'ontem' })).toEqual({ version: 'a1', lastModified: null });
    expect(toFeedVersion({ version: ' ', last_modified: '2026-11-25T13:00:00.000Z' })).toBeNull();
    expect(toFeedVersion(null)).toBeNull();
  });
});
