import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** How long the app's script waits at most for the page's leading picture before it loads anyway. */
const LEAD_PICTURE_WAIT_MS = 3000;

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The inline script that starts the app: after the first paint, and on a page led by a picture (a property's first
 * photo, marked `fetchpriority="high"`) once that picture has arrived, or after `LEAD_PICTURE_WAIT_MS`. The app's
 * chunks are then preloaded together, so they do not arrive one after the other.
 */
function startScript(entry: string, preloads: readonly string[]): string {
  return [
    `const start = () => {`,
    `  for (const href of ${JSON.stringify(preloads)}) {`,
    `    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });`,
    `    document.head.append(link);`,
    `  }`,
    `  import(${JSON.stringify(entry)});`,
    `};`,
    `const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));`,
    `const lead = document.querySelector('img[fetchpriority="high"]');`,
    `if (lead && !lead.complete) {`,
    `  let started = false;`,
    `  const once = () => { if (!started) { started = true; afterPaint(); } };`,
    `  lead.addEventListener('load', once, { once: true });`,
    `  lead.addEventListener('error', once, { once: true });`,
    `  setTimeout(once, ${LEAD_PICTURE_WAIT_MS});`,
    `} else afterPaint();`,
  ].join('\n');
}

/**
 * The chunks the entry imports dynamically, to start the app in steps (main.tsx), with every chunk they import:
 * preloaded with the entry, so that no step waits for the network.
 */
function stepChunks({ bundle, chunk }: IndexHtmlTransformContext): string[] {
  if (!bundle || !chunk) return [];
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const imported = bundle[fileName];
    if (found.has(fileName) || imported?.type !== 'chunk') return;
    found.add(fileName);
    imported.imports.forEach(visit);
  };
  chunk.dynamicImports.forEach(visit);
  return [...found].map((fileName) => `/${fileName}`);
}

/**
 * A public page arrives rendered and paints from its HTML and inline stylesheet alone: its script is not on the
 * first paint's path, so it is not requested until then. The built index.html gets an inline module script
 * (`startScript`) in place of Vite's entry script and module preloads; the back office starts the same way, one
 * frame later than it would.
 */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = entryScript.exec(html)?.[1];
        if (entry === undefined) throw new Error('index.html sem o script de entrada do Vite');
        const preloads = [...new Set([...html.matchAll(modulePreload)].map((match) => match[1]!).concat(stepChunks(context)))];
        const withoutTags = html.replace(entryScript, '').replace(modulePreload, '');
        return withoutTags.replace('</head>', `<script type="module">\n${startScript(entry, preloads)}\n</script>\n</head>`);
      },
    },
  };
}
