import { describe, expect, it } from 'vitest';
import { portalFilterOf, portalReportVariables } from './portalFilter';

describe('Portais filter', () => {
  it('reads the filter from the address, every marked property otherwise', () => {
    expect(portalFilterOf('prontos')).toBe('prontos');
    expect(portalFilterOf('pendencias')).toBe('pendencias');
    expect(portalFilterOf('READY')).toBe('todos');
    expect(portalFilterOf(null)).toBe('todos');
  });

  it('asks the server for the ready, the held or every marked property, and the page', () => {
    expect(portalReportVariables('todos', 1)).toEqual({ readiness: null, page: 1 });
    expect(portalReportVariables('prontos', 2)).toEqual({ readiness: 'READY', page: 2 });
    expect(portalReportVariables('pendencias', 3)).toEqual({ readiness: 'HELD', page: 3 });
  });
});
