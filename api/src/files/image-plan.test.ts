import { describe, expect, it } from 'vitest';
import { FormReader } from '../http/form.js';
import { imagesNotOwned, planImages, readImagesToDelete } from './image-plan.js';

describe('planImages', () => {
  const current = ['main.jpg', 'b.jpg', 'c.jpg'];

  it('appends new photos after the kept ones', () => {
    expect(planImages({ current, toDelete: [], newMain: undefined, newOthers: ['d.jpg', 'e.jpg'] })).toEqual({
      images: ['main.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'],
      removed: [],
    });
  });

  it('puts a new main photo first and drops the one it replaces', () => {
    expect(planImages({ current, toDelete: [], newMain: 'new.jpg', newOthers: ['d.jpg'] })).toEqual({
      images: ['new.jpg', 'b.jpg', 'c.jpg', 'd.jpg'],
      removed: ['main.jpg'],
    });
  });

  it('removes the photos asked for; without a new main the next photo becomes the main one', () => {
    expect(planImages({ current, toDelete: ['main.jpg', 'c.jpg'], newMain: undefined, newOthers: [] })).toEqual({
      images: ['b.jpg'],
      removed: ['main.jpg', 'c.jpg'],
    });
  });

  it('counts a replaced main photo that is also asked to be deleted once', () => {
    expect(planImages({ current, toDelete: ['main.jpg', 'b.jpg'], newMain: 'new.jpg', newOthers: [] })).toEqual({
      images: ['new.jpg', 'c.jpg'],
      removed: ['main.jpg', 'b.jpg'],
    });
  });

  it('gives a property without photos its first main photo', () => {
    expect(planImages({ current: [], toDelete: [], newMain: 'new.jpg', newOthers: ['d.jpg'] })).toEqual({
      images: ['new.jpg', 'd.jpg'],
      removed: [],
    });
  });
});

describe('imagesToDelete', () => {
  it('reads a JSON list, repeated fields, or nothing', () => {
    expect(readImagesToDelete(new FormReader({}), {})).toEqual([]);
    expect(readImagesToDelete(new FormReader({}), { imagesToDelete: '' })).toEqual([]);
    expect(readImagesToDelete(new FormReader({}), { imagesToDelete: '["a.jpg","a.jpg","b.jpg"]' })).toEqual(['a.jpg', 'b.jpg']);
    expect(readImagesToDelete(new FormReader({}), { imagesToDelete: ['a.jpg'] })).toEqual(['a.jpg']);
  });

  it('records a pt-BR message for anything else', () => {
    for (const value of ['a.jpg', '{"a":1}', '[1,2]']) {
      const form = new FormReader({});
      expect(readImagesToDelete(form, { imagesToDelete: value })).toEqual([]);
      expect(form.errors.imagesToDelete?.[0]).toMatch(/^Envie imagesToDelete como uma lista JSON/);
    }
  });

  it('finds the names that are not among the property photos', () => {
    expect(imagesNotOwned(['a.jpg', 'b.jpg'], ['b.jpg', 'x.jpg'])).toEqual(['x.jpg']);
  });
});
