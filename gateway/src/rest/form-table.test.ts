import { describe, expect, it } from 'vitest';
import { choice, flag, formFieldNamer, id, idList, jsonFormBody, multipartFormFields, text, type FormTable } from './form-table.js';

interface SampleInput {
  title?: string | null;
  kind?: 'FIRST_KIND' | 'OTHER' | null;
  ownerId?: string | null;
  enabled?: boolean | null;
  tagIds?: string[] | null;
}

const SAMPLE_FORM: FormTable<SampleInput> = {
  title: text('title'),
  kind: choice('kind'),
  ownerId: id('owner_id'),
  enabled: flag('is_enabled'),
  tagIds: idList('tags'),
};

describe('jsonFormBody', () => {
  it('writes each field under its REST name: choices in lower case, numeric ids as numbers, flags 1/0, id lists once each', () => {
    expect(
      jsonFormBody({ title: 'Casa', kind: 'FIRST_KIND', ownerId: ' 7 ', enabled: false, tagIds: ['3', '3', 'x9', ' '] }, SAMPLE_FORM),
    ).toEqual({
      title: 'Casa',
      kind: 'first_kind',
      owner_id: 7,
      is_enabled: 0,
      tags: [3, 'x9'],
    });
  });

  it('leaves out missing fields and the left-out ones, and sends null to clear a field', () => {
    expect(jsonFormBody({ title: null, enabled: true, tagIds: [] }, SAMPLE_FORM, { leaveOut: ['enabled'] })).toEqual({
      title: null,
      tags: [],
    });
    expect(jsonFormBody({}, SAMPLE_FORM)).toEqual({});
  });
});

describe('multipartFormFields', () => {
  it('writes text fields in table order: flags as 1/0, ids as text, id lists as JSON text, null as empty', () => {
    expect(multipartFormFields({ tagIds: ['2', '5'], enabled: true, ownerId: null, title: 'Casa', kind: 'OTHER' }, SAMPLE_FORM)).toEqual([
      ['title', 'Casa'],
      ['kind', 'other'],
      ['owner_id', ''],
      ['is_enabled', '1'],
      ['tags', '[2,5]'],
    ]);
  });
});

describe('formFieldNamer', () => {
  it('names REST fields as the input does, indexed ones too; unknown fields keep their name', () => {
    const name = formFieldNamer(SAMPLE_FORM, { mainImage: 'photo' });
    expect(['owner_id', 'is_enabled', 'tags.1', 'tags[0]', 'tags[]', 'mainImage', 'outro'].map(name)).toEqual([
      'ownerId',
      'enabled',
      'tagIds',
      'tagIds',
      'tagIds',
      'photo',
      'outro',
    ]);
  });
});
