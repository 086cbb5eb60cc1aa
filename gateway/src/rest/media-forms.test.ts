import { describe, expect, it } from 'vitest';
import {
  contractTemplateFormFields,
  contractTemplateFormFiles,
  contractTemplateInputField,
  videoBody,
  videoInputField,
} from './media-forms.js';

describe('videoBody', () => {
  it('writes the video form with REST names, the type in lower case and the flag as 1/0', () => {
    expect(videoBody({ title: 'Tour', description: null, url: 'https://youtu.be/aqz-KE-bpKQ', type: 'EXTERNAL', isActive: false })).toEqual(
      {
        title: 'Tour',
        description: null,
        video_url: 'https://youtu.be/aqz-KE-bpKQ',
        type: 'external',
        is_active: 0,
      },
    );
  });

  it('leaves out the fields the input leaves out', () => {
    expect(videoBody({ isActive: true })).toEqual({ is_active: 1 });
  });
});

describe('contract template form', () => {
  it('sends the text fields on a create and says PUT first on an update', () => {
    const input = { title: 'Contrato', description: 'Locação', isActive: true };
    expect(contractTemplateFormFields(input, 'create')).toEqual([
      ['title', 'Contrato'],
      ['description', 'Locação'],
      ['is_active', '1'],
    ]);
    expect(contractTemplateFormFields({ isActive: false, description: null }, 'update')).toEqual([
      ['_method', 'PUT'],
      ['description', ''],
      ['is_active', '0'],
    ]);
  });

  it('sends the document under file, and nothing without one', () => {
    const document = { fileName: 'modelo.pdf', contentType: 'application/pdf', path: '/tmp/x', size: 10 };
    expect(contractTemplateFormFiles(document)).toEqual([{ field: 'file', ...document }]);
    expect(contractTemplateFormFiles(null)).toEqual([]);
  });
});

describe('input field names', () => {
  it('names the refused REST fields as the schema does', () => {
    expect(videoInputField('video_url')).toBe('url');
    expect(videoInputField('is_active')).toBe('isActive');
    expect(videoInputField('type')).toBe('type');
    expect(contractTemplateInputField('is_active')).toBe('isActive');
    expect(contractTemplateInputField('file')).toBe('file');
  });
});
