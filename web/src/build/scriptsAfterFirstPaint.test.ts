import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformHook } from 'vite';
import { scriptsAfterFirstPaint } from './scriptsAfterFirstPaint';

const built = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Imobiliária</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

function transform(html: string): string {
  const hook = scriptsAfterFirstPaint().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call(undefined as never, html, { path: '/index.html', filename: 'index.html' }) as string;
}

describe('scriptsAfterFirstPaint', () => {
  it('replaces the entry script and its preloads with one inline start after the first paint', () => {
    const html = transform(built);
    expect(html).not.toMatch(/<script type="module" crossorigin src=|rel="modulepreload"/);
    const inline = /<script type="module">([\s\S]*?)<\/script>\s*<\/head>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('import("/assets/index-abc.js")');
    expect(inline).toContain('["/assets/jsx-runtime-def.js"]');
    expect(inline).toContain('requestAnimationFrame');
    expect(html).toContain('<div id="root"></div>');
  });

  it('refuses a page without the entry script rather than shipping one that never starts', () => {
    expect(() => transform('<html><head></head><body></body></html>')).toThrow();
  });
});
