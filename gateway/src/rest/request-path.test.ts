import { describe, expect, it } from 'vitest';
import { assertPlainPath, pathSegment } from './request-path.js';

describe('assertPlainPath', () => {
  it('lets through a path whose every segment is a plain encoded value', () => {
    for (const path of [
      '/api/properties/slug/casa-no-centro-12',
      '/api/properties/slug/a.b',
      '/api/leads/12',
      '/images/foto%2E.jpg',
      '/api/x/...',
    ]) {
      expect(() => assertPlainPath(path)).not.toThrow();
    }
  });

  it('refuses, as not found, a segment a URL parser would resolve away, and an empty one', () => {
    for (const path of [
      '/api/properties/slug/.',
      '/api/properties/slug/..',
      '/api/properties/slug/%2e',
      '/api/properties/slug/%2E%2e',
      '/api/properties/slug/.%2E',
      '/api/properties/slug/',
      '/api/clients//password',
    ]) {
      expect(() => assertPlainPath(path), path).toThrow(
        expect.objectContaining({ name: 'RestError', status: 404, message: 'Recurso não encontrado.' }),
      );
    }
  });
});

describe('pathSegment', () => {
  it('encodes a value as one segment, a lone surrogate as U+FFFD and a pair as it is', () => {
    expect(pathSegment('casa/no centro?')).toBe('casa%2Fno%20centro%3F');
    expect(pathSegment('a\udfffb\ud800')).toBe('a%EF%BF%BDb%EF%BF%BD');
    expect(pathSegment('\ud83c\udfe0')).toBe('%F0%9F%8F%A0');
  });
});
