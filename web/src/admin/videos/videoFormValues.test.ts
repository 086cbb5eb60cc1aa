import { describe, expect, it } from 'vitest';
import { toVideoInput, validateVideoForm, valuesOfVideo } from './videoFormValues';

describe('video form rules', () => {
  it('asks for the title and the address with the spec’s messages', () => {
    expect(validateVideoForm({ isActive: true, type: 'INTERNAL' })).toEqual({
      title: 'O título é obrigatório.',
      url: 'A url do video é obrigatório.',
    });
    expect(validateVideoForm({ title: '   ', url: '  ', isActive: true, type: 'INTERNAL' })).toEqual({
      title: 'O título é obrigatório.',
      url: 'A url do video é obrigatório.',
    });
  });

  it('wants a web address and a type', () => {
    expect(validateVideoForm({ title: 'Boas-vindas', url: 'youtube.com/watch?v=abc', isActive: true })).toEqual({
      url: 'Informe um endereço começando com http:// ou https://.',
      type: 'O tipo é obrigatório.',
    });
    expect(validateVideoForm({ title: 'Boas-vindas', url: 'https://youtu.be/jNQXAC9IVRw', isActive: false, type: 'EXTERNAL' })).toEqual({});
  });

  it('limits the title to 254 characters', () => {
    const values = { url: 'https://youtu.be/jNQXAC9IVRw', isActive: true, type: 'INTERNAL' as const };
    expect(validateVideoForm({ ...values, title: 'a'.repeat(254) })).toEqual({});
    expect(validateVideoForm({ ...values, title: 'a'.repeat(255) }).title).toBe('Use no máximo 254 caracteres.');
  });

  it('sends trimmed texts and no empty description', () => {
    expect(
      toVideoInput({ title: ' Treino ', description: '  ', url: ' https://vimeo.com/76979871 ', type: 'EXTERNAL', isActive: false }),
    ).toEqual({
      title: 'Treino',
      description: null,
      url: 'https://vimeo.com/76979871',
      type: 'EXTERNAL',
      isActive: false,
    });
  });

  it('shows a loaded video as it was saved', () => {
    expect(valuesOfVideo({ id: '3', title: 'T', description: null, url: 'https://youtu.be/x', type: 'INTERNAL', isActive: true })).toEqual({
      title: 'T',
      description: undefined,
      url: 'https://youtu.be/x',
      type: 'INTERNAL',
      isActive: true,
    });
  });
});
