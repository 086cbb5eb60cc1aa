import { APP_ROOT_ELEMENT_ID, PAGE_STATE_ELEMENT_ID, type RenderedPublicPage } from '../../../shared/server-render.js';

/** The empty root element of the built index.html, which the page fills. */
const ROOT_ELEMENT = `<div id="${APP_ROOT_ELEMENT_ID}"></div>`;

/**
 * Holds the page's first paint until the parser has passed the whole rendered page, that is until it reaches the
 * state that follows it (or, for a page without state, the end of the document). The page arrives whole, so this
 * costs only its parsing; without it a busy phone may paint the markup halfway, a 'Menu' button without its word or
 * half a footer, which then grows and moves what is around it. `rel=expect` releases the page once the element is in
 * the document, hence an element after the page rather than the page's own; browsers without it paint as before.
 */
const FIRST_PAINT_AFTER_THE_PAGE = `<link rel="expect" href="#${PAGE_STATE_ELEMENT_ID}" blocking="render">`;

/** JSON inside a script element: `<` as \u003c, so no value can end the element early. */
function scriptJson(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The built index.html with a rendered page in it: the page's head replaces the shell's title and
 * description, its HTML fills the root, and its Apollo cache follows the root for the browser to hydrate with.
 */
export function pageDocument(shell: string, page: RenderedPublicPage): string {
  const withoutDefaults = shell.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  const state =
    page.state === null ? '' : `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptJson(page.state)}</script>`;
  // Replacer functions: a `$` in the page (a price in reais) is text, never a replacement pattern.
  return withoutDefaults
    .replace('</head>', () => `${FIRST_PAINT_AFTER_THE_PAGE}${page.head}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="${APP_ROOT_ELEMENT_ID}">${page.body}</div>${state}`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
}

/** Whether the built index.html has what `pageDocument` fills. */
export function isPageShell(shell: string): boolean {
  return shell.includes(ROOT_ELEMENT) && shell.includes('</head>');
}
