import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { create } from 'xmlbuilder2';

/** The VRSync rules as a schema (tests/gateway/fixtures/vrsync.xsd). */
export const VRSYNC_XSD = fileURLToPath(new URL('./fixtures/vrsync.xsd', import.meta.url));
const VRSYNC = 'http://www.vivareal.com/schemas/1.0/VRSync';

/** xmllint's verdict on a document against the VRSync schema: `validates`, or the errors it found. */
export function xmllintVrsync(xml: string): { ok: boolean; output: string } {
  const run = spawnSync('xmllint', ['--noout', '--schema', VRSYNC_XSD, '-'], { input: xml, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw new Error(`xmllint is needed (Debian: libxml2-utils): ${run.error.message}`);
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

/** An element of a parsed document, read by child names. */
export interface XmlElement {
  text(path?: string): string | null;
  attr(name: string, path?: string): string | null;
  all(path: string): XmlElement[];
  names(): string[];
}

/** A VRSync document parsed: its header and its listings by ListingID. */
export function readVrsync(xml: string): { header: XmlElement; listings: Map<string, XmlElement>; order: string[] } {
  const root = wrap(create(xml).root().node as unknown as Element);
  const header = root.all('Header')[0];
  if (!header) throw new Error('no Header');
  const listings = new Map<string, XmlElement>();
  const order: string[] = [];
  for (const listing of root.all('Listings/Listing')) {
    const id = listing.text('ListingID') ?? '';
    order.push(id);
    listings.set(id, listing);
  }
  return { header, listings, order };
}

function wrap(element: Element): XmlElement {
  const find = (path: string): Element[] =>
    path
      .split('/')
      .reduce<Element[]>(
        (found, name) =>
          found.flatMap((parent) =>
            Array.from(parent.childNodes).filter((child): child is Element => isElement(child) && child.localName === name),
          ),
        [element],
      );
  const first = (path?: string): Element | null => (path === undefined ? element : (find(path)[0] ?? null));
  return {
    text: (path) => first(path)?.textContent ?? null,
    attr: (name, path) => first(path)?.getAttribute(name) ?? null,
    all: (path) => find(path).map(wrap),
    names: () =>
      Array.from(element.childNodes)
        .filter(isElement)
        .map((child) => child.localName),
  };
}

function isElement(node: Node): node is Element {
  return node.nodeType === 1 && (node as Element).namespaceURI === VRSYNC;
}
