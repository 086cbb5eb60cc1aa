import { describe, expect, it } from 'vitest';
import { APP_ROOT_ELEMENT_ID, PAGE_STATE_ELEMENT_ID } from '../../../shared/server-render.js';
import { pageDocument } from './page-document.js';

const shell = `<!doctype html><html><head><title>Padrão</title><meta name="description" content="Padrão"></head><body><noscript>Ative o JavaScript</noscript><div id="${APP_ROOT_ELEMENT_ID}"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('pageDocument', () => {
  it('puts the page in the root, its state right after it, and holds the first paint until the parser reaches that state', () => {
    const html = pageDocument(shell, {
      status: 200,
      head: '<title>Imóveis</title>',
      body: '<main>R$ 1.500,00</main>',
      state: { a: '</script>' },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="expect" href="#${PAGE_STATE_ELEMENT_ID}" blocking="render">`);
    expect(head).toContain('<title>Imóveis</title>');
    expect(head).not.toContain('Padrão');
    expect(html).toContain(
      `<div id="${APP_ROOT_ELEMENT_ID}"><main>R$ 1.500,00</main></div><script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">{"a":"\\u003c/script>"}</script>`,
    );
    expect(html).not.toContain('noscript');
  });

  it('a page without state is painted once the whole document is parsed', () => {
    const html = pageDocument(shell, { status: 503, head: '', body: '<main>Indisponível</main>', state: null });
    expect(html).toContain(`href="#${PAGE_STATE_ELEMENT_ID}" blocking="render"`);
    expect(html).not.toContain(`id="${PAGE_STATE_ELEMENT_ID}"`);
  });
});
