/**
 * Multipart bodies written by hand, so that they can break where a form library never would: a boundary that does
 * not match the header's, parts without headers, a part header without a colon, NUL and 0x01 bytes in names and
 * file names, LF line endings, no closing delimiter, and a body cut in the middle of a part.
 */
import fc from 'fast-check';
import { hostileString } from './hostile-values.js';

export interface MultipartPart {
  /** The part's header lines as written (`Content-Disposition: form-data; name="a"`, or anything else). */
  headers: string[];
  content: Buffer;
}

export function fieldPart(name: string, value: string | Buffer): MultipartPart {
  return {
    headers: [`Content-Disposition: form-data; name="${name}"`],
    content: typeof value === 'string' ? Buffer.from(value, 'utf8') : value,
  };
}

export function filePart(name: string, fileName: string, content: Buffer, type = 'image/jpeg'): MultipartPart {
  return { headers: [`Content-Disposition: form-data; name="${name}"; filename="${fileName}"`, `Content-Type: ${type}`], content };
}

/** How the parts are put together, and what is broken about it. */
export interface MultipartLayout {
  /** The boundary the Content-Type header announces (null: none announced). */
  announced: string | null;
  /** The boundary the body is written with. */
  written: string;
  lineEnd: '\r\n' | '\n';
  /** Whether the closing `--boundary--` is written. */
  closed: boolean;
  preamble: string;
}

const PROPER_LAYOUT: MultipartLayout = {
  announced: 'fuzzboundary7MA4YWxk',
  written: 'fuzzboundary7MA4YWxk',
  lineEnd: '\r\n',
  closed: true,
  preamble: '',
};

export function multipartBody(parts: readonly MultipartPart[], layout: MultipartLayout = PROPER_LAYOUT): Buffer {
  const { written, lineEnd } = layout;
  const chunks: Buffer[] = [Buffer.from(layout.preamble, 'utf8')];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${written}${lineEnd}${part.headers.map((line) => `${line}${lineEnd}`).join('')}${lineEnd}`, 'utf8'));
    chunks.push(part.content, Buffer.from(lineEnd));
  }
  if (layout.closed) chunks.push(Buffer.from(`--${written}--${lineEnd}`));
  return Buffer.concat(chunks);
}

export function multipartContentType(layout: MultipartLayout): string {
  return layout.announced === null ? 'multipart/form-data' : `multipart/form-data; boundary=${layout.announced}`;
}

/** A layout: proper most of the time, else broken in one way. */
export const layout: fc.Arbitrary<MultipartLayout & { note: string }> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ ...PROPER_LAYOUT, note: 'proper layout' }) },
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      { ...PROPER_LAYOUT, written: 'otherboundary', note: 'boundary not the announced one' },
      { ...PROPER_LAYOUT, announced: null, note: 'no boundary announced' },
      { ...PROPER_LAYOUT, announced: '', written: '', note: 'empty boundary' },
      { ...PROPER_LAYOUT, announced: 'x'.repeat(200), written: 'x'.repeat(200), note: 'boundary of 200 characters' },
      { ...PROPER_LAYOUT, announced: '"quoted boundary"', written: 'quoted boundary', note: 'quoted boundary' },
      { ...PROPER_LAYOUT, announced: 'ção🏠', written: 'ção🏠', note: 'unicode boundary' },
      { ...PROPER_LAYOUT, lineEnd: '\n' as const, note: 'LF line endings' },
      { ...PROPER_LAYOUT, closed: false, note: 'no closing delimiter' },
      { ...PROPER_LAYOUT, preamble: 'preamble text\r\n--fuzzboundary7MA4YWxk-\r\n', note: 'preamble with a false delimiter' },
    ),
  },
);

/** Names and file names with bytes a form parser must survive. */
export const hostilePartName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    'a\u0001b',
    '\u0000',
    '',
    ' ',
    '"',
    'a"b',
    'a\\"b',
    'x'.repeat(300),
    'ção',
    '🏠',
    '[]',
    'a[b][c][d]',
    '__proto__',
    'otherImages[99999999]',
    'mainImage[]',
  ),
  hostileString.map((value) => value.replace(/[\r\n]/g, '')),
);

/** Parts whose headers are broken: none at all, no colon, no name, control bytes, RFC 5987 file names, too many headers. */
export const brokenPart: fc.Arbitrary<MultipartPart & { note: string }> = fc.constantFrom(
  { headers: [], content: Buffer.from('no headers'), note: 'part without headers' },
  { headers: ['Content-Disposition form-data; name="a"'], content: Buffer.from('x'), note: 'part header without colon' },
  { headers: ['Content-Disposition: form-data'], content: Buffer.from('x'), note: 'part without name' },
  { headers: ['Content-Disposition: attachment; name="a"'], content: Buffer.from('x'), note: 'attachment part' },
  {
    headers: ['Content-Disposition: form-data; name="a\u0000b"; filename="x\u0001.jpg"'],
    content: Buffer.from('x'),
    note: 'NUL and 0x01 in names',
  },
  {
    headers: ["Content-Disposition: form-data; name=mainImage; filename*=UTF-8''%2e%2e%2f%2e%2e%2fetc%2fpasswd"],
    content: Buffer.from('x'),
    note: 'RFC 5987 traversal file name',
  },
  {
    headers: ['Content-Disposition: form-data; name="mainImage"; filename="../../../../tmp/x.jpg"'],
    content: Buffer.from([0xff, 0xd8, 0xff]),
    note: 'traversal file name',
  },
  {
    headers: ['Content-Disposition: form-data; name="a"', 'Content-Type: text/plain; charset=bogus'],
    content: Buffer.from('x'),
    note: 'bogus charset',
  },
  {
    headers: ['Content-Disposition: form-data; name="a"', 'Content-Transfer-Encoding: base64'],
    content: Buffer.from('!!!'),
    note: 'transfer encoding',
  },
  { headers: Array.from({ length: 300 }, (_, index) => `X-H${index}: ${index}`), content: Buffer.from('x'), note: 'part with 300 headers' },
  {
    headers: ['Content-Disposition: form-data; name="' + 'n'.repeat(20_000) + '"'],
    content: Buffer.from('x'),
    note: 'part header of 20 KB',
  },
  { headers: ['\u0000: \u0000'], content: Buffer.from('x'), note: 'NUL part header' },
);
