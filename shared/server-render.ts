/**
 * The contract between the gateway, which renders the public pages on the server (`gateway/src/pages`), and the
 * web app's server build, which does the rendering (`web/src/entry-server.tsx`). The gateway loads the built
 * module at run time and imports no web code, so both sides are checked against these types instead: the web
 * entry exports a `RenderPublicPage`, and the gateway calls one.
 */

/**
 * A form a visitor sent without JavaScript (a plain form post) that was refused: the page is rendered again with what
 * they typed, the refusal's message and each field's messages, and is not hydrated.
 */
export interface SubmittedForm {
  values: Readonly<Record<string, string>>;
  message: string;
  fieldErrors: readonly { field: string; message: string }[];
  /** Choices the refusal offers instead (the free slots after a visit's slot was taken), as the form sends them. */
  offers: readonly string[];
}

/** What the server build is called with; `Link` is Apollo's link type, which this module does not import. */
interface PublicPageRequest<Link> {
  /** Path and query of the page, e.g. `/imovel/casa-1` or `/?op=rent`. */
  url: string;
  /** Scheme and host for absolute addresses (canonical, link previews), without a trailing slash. */
  origin: string;
  /** Where the page's GraphQL operations run. */
  link: Link;
  /** Gives up waiting for data after this long: the page is then answered as unavailable. */
  timeoutMs: number;
  /** A refused form post to render the page again with. */
  submitted?: SubmittedForm;
}

/** What it answers. */
export interface RenderedPublicPage {
  /** 200; 404 for an unknown property; 503 when the data could not be loaded. */
  status: 200 | 404 | 503;
  /** What goes in the document head. */
  head: string;
  /** The page's HTML, for the root element. */
  body: string;
  /** The Apollo cache, to restore in the browser before hydrating; null when the page must not be hydrated. */
  state: object | null;
}

export type RenderPublicPage<Link> = (request: PublicPageRequest<Link>) => Promise<RenderedPublicPage>;

/** The name the server build exports its `RenderPublicPage` under. */
export const RENDER_PUBLIC_PAGE_EXPORT = 'renderPublicPage';

/** The file of the server build the gateway loads (`vite build --ssr src/entry-server.tsx`). */
export const SERVER_ENTRY_FILE = 'entry-server.js';

/** Id of the element the page is rendered into and hydrated from (index.html has it empty). */
export const APP_ROOT_ELEMENT_ID = 'root';

/** Id of the script element (type application/json) in which the server hands the page's Apollo cache to the browser. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';
