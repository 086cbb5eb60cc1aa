import { describe, expect, it } from 'vitest';
import { imageFileName, namedVariantAddress, originalAddress, toImage, toImages, widthAddress } from './images.js';

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
    const image = toImage('casa 1.jpg', { publicUrl: 'https://imoveis.exemplo.com.br/' });
    expect(image.url).toBe('https://imoveis.exemplo.com.br/images/casa%201.jpg');
    expect(image.cardUrl).toBe('https://imoveis.exemplo.com.br/images/casa%201.jpg?w=640');
    expect(image.shareUrl).toBe('https://imoveis.exemplo.com.br/images/casa%201.jpg?variant=share');
  });

  it('addresses the original and its widths at the public bucket, the share picture still through the gateway', () => {
    const options = { publicUrl: 'https://imoveis.exemplo.com.br', storagePublicUrl: 'https://cdn.exemplo.com.br/fotos/' };
    expect(toImage('5f0c2a9e7b1d4c3a.jpg', options)).toEqual({
      fileName: '5f0c2a9e7b1d4c3a.jpg',
      url: 'https://cdn.exemplo.com.br/fotos/images/5f0c2a9e7b1d4c3a.jpg',
      cardUrl: 'https://cdn.exemplo.com.br/fotos/image-variants/w640/5f0c2a9e7b1d4c3a.jpg.webp',
      srcSet:
        'https://cdn.exemplo.com.br/fotos/image-variants/w320/5f0c2a9e7b1d4c3a.jpg.webp 320w, ' +
        'https://cdn.exemplo.com.br/fotos/image-variants/w640/5f0c2a9e7b1d4c3a.jpg.webp 640w, ' +
        'https://cdn.exemplo.com.br/fotos/image-variants/w1080/5f0c2a9e7b1d4c3a.jpg.webp 1080w, ' +
        'https://cdn.exemplo.com.br/fotos/image-variants/w1600/5f0c2a9e7b1d4c3a.jpg.webp 1600w',
      shareUrl: 'https://imoveis.exemplo.com.br/images/5f0c2a9e7b1d4c3a.jpg?variant=share',
    });
  });

  it('keeps the share picture relative when the bucket has an address but the site has none', () => {
    const image = toImage('casa 1.jpg', { storagePublicUrl: 'http://127.0.0.1:9000/imobiliaria' });
    expect(image.url).toBe('http://127.0.0.1:9000/imobiliaria/images/casa%201.jpg');
    expect(image.cardUrl).toBe('http://127.0.0.1:9000/imobiliaria/image-variants/w640/casa%201.jpg.webp');
    expect(image.shareUrl).toBe('/images/casa%201.jpg?variant=share');
  });

  it('reads an empty or null bucket address as none', () => {
    expect(toImage('a.jpg', { storagePublicUrl: '' })).toEqual(toImage('a.jpg'));
    expect(toImage('a.jpg', { publicUrl: 'https://imoveis.exemplo.com.br', storagePublicUrl: null })).toEqual(
      toImage('a.jpg', { publicUrl: 'https://imoveis.exemplo.com.br' }),
    );
  });
});

describe('one address at a time', () => {
  const bucket = { storagePublicUrl: 'https://cdn.exemplo.com.br' };

  it('names the original and a width in the bucket or through /images', () => {
    expect(originalAddress('a.jpg', bucket)).toBe('https://cdn.exemplo.com.br/images/a.jpg');
    expect(originalAddress('a.jpg')).toBe('/images/a.jpg');
    expect(widthAddress('a.jpg', 320, bucket)).toBe('https://cdn.exemplo.com.br/image-variants/w320/a.jpg.webp');
    expect(widthAddress('a.jpg', 1600, { publicUrl: 'https://imoveis.exemplo.com.br' })).toBe(
      'https://imoveis.exemplo.com.br/images/a.jpg?w=1600',
    );
  });

  it('names the share and portal pictures through /images only', () => {
    expect(namedVariantAddress('a.jpg', 'portal', 'https://imoveis.exemplo.com.br')).toBe(
      'https://imoveis.exemplo.com.br/images/a.jpg?variant=portal',
    );
    expect(namedVariantAddress('a.jpg', 'share')).toBe('/images/a.jpg?variant=share');
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
