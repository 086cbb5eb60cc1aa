import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './seo.js';
import { isApiOrFilePath } from './static-site.js';

describe('robots.txt', () => {
  it('allows everything and points to the sitemap', () => {
    expect(robotsTxt('https://imoveis.exemplo.com.br')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://imoveis.exemplo.com.br/sitemap.xml\n',
    );
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages and every property page, escaped', () => {
    expect(sitemapXml('https://imoveis.exemplo.com.br', ['casa-12', 'sala&loja-3'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://imoveis.exemplo.com.br/</loc></url>',
        '  <url><loc>https://imoveis.exemplo.com.br/horarios</loc></url>',
        '  <url><loc>https://imoveis.exemplo.com.br/cadastre-seu-imovel</loc></url>',
        '  <url><loc>https://imoveis.exemplo.com.br/imovel/casa-12</loc></url>',
        '  <url><loc>https://imoveis.exemplo.com.br/imovel/sala%26loja-3</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('isApiOrFilePath', () => {
  it('tells app pages from API and file paths', () => {
    expect(['/', '/imovel/casa-12', '/horarios', '/app/dashboard'].map(isApiOrFilePath)).toEqual([false, false, false, false]);
    expect(['/api', '/api/properties', '/favicon.ico', '/assets/x.js', '/imovel/casa.json'].map(isApiOrFilePath)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
