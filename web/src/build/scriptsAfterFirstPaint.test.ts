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

type BuildContext = Parameters<IndexHtmlTransformHook>[1];

function transform(html: string, build: Pick<BuildContext, 'bundle' | 'chunk'> = {}): string {
  const hook = scriptsAfterFirstPaint().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call(undefined as never, html, { path: '/index.html', filename: 'index.html', ...build }) as string;
}

/** A built chunk as the transform reads it: its file, what it imports statically and dynamically. */
function chunk(fileName: string, imports: string[] = [], dynamicImports: string[] = []) {
  return { type: 'chunk', fileName, imports, dynamicImports } as unknown as NonNullable<BuildContext['chunk']>;
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

  it('also preloads the chunks the entry imports to start in steps, with theirs, each once', () => {
    const entry = chunk('assets/index-abc.js', ['assets/jsx-runtime-def.js'], ['assets/client-1.js', 'assets/apollo-2.js']);
    const bundle = Object.fromEntries(
      [
        entry,
        chunk('assets/jsx-runtime-def.js'),
        chunk('assets/client-1.js', ['assets/jsx-runtime-def.js']),
        chunk('assets/apollo-2.js', ['assets/http-3.js']),
        chunk('assets/http-3.js'),
      ].map((built) => [built.fileName, built]),
    );
    const inline = /<script type="module">([\s\S]*?)<\/script>/.exec(transform(built, { bundle, chunk: entry }))?.[1] ?? '';
    expect(inline).toContain('["/assets/jsx-runtime-def.js","/assets/client-1.js","/assets/apollo-2.js","/assets/http-3.js"]');
  });

  it('refuses a page without the entry script rather than shipping one that never starts', () => {
    expect(() => transform('<html><head></head><body></body></html>')).toThrow();
  });
});
