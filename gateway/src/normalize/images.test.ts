import { describe, expect, it } from 'vitest';
import { imageFileName, toImage, toImages } from './images.js';

describe('toImage', () => {
  it('builds the original, card, srcset and share URLs under /images', () => {
    expect(toImage('5f0c2a9e7b1d4c3a.jpg')).toEqual({
      fileName: '5f0c2a9e7b1d4c3a.jpg',
      url: '/images/5f0c2a9e7b1d4c3a.jpg',
      cardUrl: '/images/5f0c2a9e7b1d4c3a.jpg?w=640',
      srcSet:
        '/images/5f0c2a9e7b1d4c3a.jpg?w=320 320w, /images/5f0c2a9e7b1d4c3a.jpg?w=640 640w, ' +
        '/images/5f0c2a9e7b1d4c3a.jpg?w=1080 1080w, /images/5f0c2a9e7b1d4c3a.jpg?w=1600 1600w',
      shareUrl: '/images/5f0c2a9e7b1d4c3a.jpg?variant=share',
    });
  });

  it('prefixes the public address when one is configured', () => {
    const image = toImage('casa 1.jpg', 'https://imoveis.exemplo.com.br/');
    expect(image.url).toBe('https://imoveis.exemplo.com.br/images/casa%201.jpg');
    expect(image.cardUrl).toBe('https://imoveis.exemplo.com.br/images/casa%201.jpg?w=640');
    expect(image.shareUrl).toBe('https://imoveis.exemplo.com.br/images/casa%201.jpg?variant=share');
  });
});

describe('toImages', () => {
  it('keeps the order and drops null and empty entries', () => {
    expect(toImages(['a.jpg', null, '', 'b.png']).map((image) => image.fileName)).toEqual(['a.jpg', 'b.png']);
  });

  it('reads JSON text, a single name, and nothing', () => {
    expect(toImages('["a.jpg","b.jpg"]').map((image) => image.fileName)).toEqual(['a.jpg', 'b.jpg']);
    expect(toImages('a.jpg').map((image) => image.fileName)).toEqual(['a.jpg']);
    expect(toImages(null)).toEqual([]);
    expect(toImages('[broken')).toEqual([]);
  });

  it('reads the file name out of /images paths and absolute URLs', () => {
    expect(imageFileName('/images/x.jpg')).toBe('x.jpg');
    expect(imageFileName('http://127.0.0.1:3001/images/y.webp?w=640')).toBe('y.webp');
    expect(imageFileName('../')).toBeNull();
  });
});
