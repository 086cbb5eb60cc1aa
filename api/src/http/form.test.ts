import { describe, expect, it } from 'vitest';
import { classifyPhotos } from '../files/photos.js';
import { FormReader, REQUIRED_MESSAGE } from './form.js';

describe('FormReader', () => {
  it('keeps messages for fields named like the properties every object has (found by tests/fuzz)', () => {
    const form = new FormReader({});
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) form.fail(name, REQUIRED_MESSAGE);
    expect(form.hasErrors).toBe(true);
    // Written as text: an object literal would take `__proto__` for its prototype.
    const one = JSON.stringify([REQUIRED_MESSAGE]);
    expect(JSON.stringify(form.errors)).toBe(`{"constructor":${one},"__proto__":${one},"toString":${one},"hasOwnProperty":${one}}`);
  });

  it('refuses a photo sent under the name `constructor` as any other unknown field, instead of failing', () => {
    const form = new FormReader({});
    const files = [{ fieldname: 'constructor', path: '/tmp/x' }];
    expect(classifyPhotos(files, form, { mainRequired: false, minimum: 0 })).toEqual([]);
    expect(Object.keys(form.errors)).toEqual(['constructor']);
  });
});
