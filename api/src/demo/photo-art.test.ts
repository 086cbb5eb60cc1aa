import { describe, expect, it } from 'vitest';
import { escapeXml, initialsOf, propertyPhotoSvg, wrapTitle } from './photo-art.js';

describe('photo art', () => {
  it('wraps long titles into at most two lines', () => {
    expect(wrapTitle('Casa com piscina no Cambuí', 36)).toEqual(['Casa com piscina no Cambuí']);
    expect(wrapTitle('Sala comercial na Avenida Francisco Glicério', 36)).toEqual(['Sala comercial na Avenida Francisco', 'Glicério']);
    const lines = wrapTitle('um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze', 20);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });

  it('escapes the title for SVG', () => {
    expect(escapeXml('Casa & <Quintal> "A"')).toBe('Casa &#38; &#60;Quintal&#62; &#34;A&#34;');
    const svg = propertyPhotoSvg({ title: 'Loja <b>', caption: 'Foto 1 de 1', type: 'commercial', seed: 1, index: 0 });
    expect(svg).toContain('Loja &#60;b&#62;');
    expect(svg).not.toContain('<b>');
  });

  it('draws different photos for different properties and photo numbers', () => {
    const art = { title: 'Casa', caption: 'Foto', type: 'house' as const };
    const first = propertyPhotoSvg({ ...art, seed: 1, index: 0 });
    expect(propertyPhotoSvg({ ...art, seed: 2, index: 0 })).not.toBe(first);
    expect(propertyPhotoSvg({ ...art, seed: 1, index: 1 })).not.toBe(first);
    expect(propertyPhotoSvg({ ...art, seed: 1, index: 0 })).toBe(first);
  });

  it('takes the first and last initials', () => {
    expect(initialsOf('Ana Souza')).toBe('AS');
    expect(initialsOf('Carla de Mendes Prado')).toBe('CP');
    expect(initialsOf('Gabriela')).toBe('G');
  });
});
