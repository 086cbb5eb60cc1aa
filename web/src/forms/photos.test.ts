import { describe, expect, it } from 'vitest';
import { addPhotos, imageKindOf, maxPhotoBytes, megabytesText, photoProblem } from './photos';

const jpegHead = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const pngHead = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pdfHead = new TextEncoder().encode('%PDF-1.7');

describe('photo type by its bytes', () => {
  it('knows JPEG and PNG', () => {
    expect(imageKindOf(jpegHead)).toBe('jpeg');
    expect(imageKindOf(pngHead)).toBe('png');
  });

  it('refuses anything else, such as a PDF named .jpg', () => {
    expect(imageKindOf(pdfHead)).toBeNull();
    expect(imageKindOf(new Uint8Array())).toBeNull();
    expect(photoProblem(1000, pdfHead)).toBe('Apenas arquivos JPG/PNG são permitidos.');
  });
});

describe('photo size', () => {
  it('accepts exactly 15 MB and refuses one byte more', () => {
    expect(photoProblem(maxPhotoBytes, jpegHead)).toBeNull();
    expect(photoProblem(maxPhotoBytes + 1, jpegHead)).toBe('Cada imagem deve ter no máximo 15MB.');
  });
});

describe('adding photos', () => {
  const ok = (name: string) => ({ photo: name, problem: null });

  it('adds acceptable photos up to the limit and says why others were left out', () => {
    expect(addPhotos(['a'], [ok('b'), { photo: 'c', problem: 'Apenas arquivos JPG/PNG são permitidos.' }, ok('d')], 19)).toEqual({
      photos: ['a', 'b', 'd'],
      problem: 'Apenas arquivos JPG/PNG são permitidos.',
    });
    const eighteen = Array.from({ length: 18 }, (_, index) => `foto-${index}`);
    expect(addPhotos(eighteen, [ok('x'), ok('y')], 19)).toEqual({
      photos: [...eighteen, 'x'],
      problem: 'Adicione no máximo 19 fotos adicionais.',
    });
  });

  it('replaces the main photo', () => {
    expect(addPhotos(['capa'], [ok('nova')], 1)).toEqual({ photos: ['nova'], problem: null });
    expect(addPhotos(['capa'], [{ photo: 'doc', problem: 'Apenas arquivos JPG/PNG são permitidos.' }], 1)).toEqual({
      photos: ['capa'],
      problem: 'Apenas arquivos JPG/PNG são permitidos.',
    });
  });

  it('shows sizes in megabytes', () => {
    expect(megabytesText(1_572_864)).toBe('1,5');
  });
});
