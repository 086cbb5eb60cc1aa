import { describe, expect, it } from 'vitest';
import { maxPhotoBytes, photoProblem } from './photoRules';

describe('photoProblem', () => {
  it('accepts PNG and JPEG up to 15 MB', () => {
    expect(photoProblem({ type: 'image/png', size: maxPhotoBytes, name: 'a.png' })).toBeNull();
    expect(photoProblem({ type: 'image/jpeg', size: 10, name: 'a.jpg' })).toBeNull();
  });

  it('refuses bigger files and other types', () => {
    expect(photoProblem({ type: 'image/png', size: maxPhotoBytes + 1, name: 'a.png' })).toBe('Cada imagem deve ter no máximo 15MB.');
    expect(photoProblem({ type: 'image/gif', size: 10, name: 'a.gif' })).toBe('Envie uma imagem PNG ou JPG.');
  });
});
