import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';

/** The VRSync rules as a schema (tests/gateway/fixtures/vrsync.xsd). */
const VRSYNC_XSD = fileURLToPath(new URL('./fixtures/vrsync.xsd', import.meta.url));
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

/** A node of fast-xml-parser's ordered output: `{ Name: children, ':@': attributes }` or `{ '#text': text }`. */
type OrderedNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

/** A VRSync document parsed: its header and its listings by ListingID. */
export function readVrsync(xml: string): { header: XmlElement; listings: Map<string, XmlElement>; order: string[] } {
  const nodes = parser.parse(xml) as OrderedNode[];
  const rootNode = nodes.find((node) => nameOf(node) === 'ListingDataFeed');
  if (!rootNode) throw new Error('no ListingDataFeed');
  if (attributesOf(rootNode).xmlns !== VRSYNC) throw new Error('ListingDataFeed is not in the VRSync namespace');
  const root = wrap(rootNode);
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

/** The element's name; undefined for a text node. No element of the feed has a prefix: all are VRSync's. */
function nameOf(node: OrderedNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text');
}

function childrenOf(node: OrderedNode): OrderedNode[] {
  const name = nameOf(node);
  return name === undefined ? [] : (node[name] as OrderedNode[]);
}

function attributesOf(node: OrderedNode): Record<string, string> {
  return (node[':@'] as Record<string, string> | undefined) ?? {};
}

function textContent(node: OrderedNode): string {
  if (typeof node['#text'] === 'string') return node['#text'];
  return childrenOf(node).map(textContent).join('');
}

function wrap(element: OrderedNode): XmlElement {
  const find = (path: string): OrderedNode[] =>
    path
      .split('/')
      .reduce<OrderedNode[]>(
        (found, name) => found.flatMap((parent) => childrenOf(parent).filter((child) => nameOf(child) === name)),
        [element],
      );
  const first = (path?: string): OrderedNode | null => (path === undefined ? element : (find(path)[0] ?? null));
  return {
    text: (path) => {
      const node = first(path);
      return node === null ? null : textContent(node);
    },
    attr: (name, path) => {
      const node = first(path);
      return node === null ? null : (attributesOf(node)[name] ?? null);
    },
    all: (path) => find(path).map(wrap),
    names: () => childrenOf(element).flatMap((child) => nameOf(child) ?? []),
  };
}
