import { describe, expect, it } from 'vitest';
import { propertyListVariables, statusFilterOf } from './propertyRows';

describe('property list', () => {
  it('reads the status filter from the address', () => {
    expect(statusFilterOf('IN_ANALYSIS')).toBe('IN_ANALYSIS');
    expect(statusFilterOf('in_analysis')).toBe('ALL');
    expect(statusFilterOf(null)).toBe('ALL');
  });

  it('asks the server for the search, the status and the page, leaving out what does not narrow the list', () => {
    expect(propertyListVariables('  cambuí ', 'IN_ANALYSIS', 3)).toEqual({ search: 'cambuí', status: 'IN_ANALYSIS', page: 3 });
    expect(propertyListVariables('   ', 'ALL', 1)).toEqual({ search: null, status: null, page: 1 });
  });
});
