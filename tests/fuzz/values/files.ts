/**
 * File contents for the upload cases: tiny photos that decode, photos cut short, a PNG that claims 50,000 × 50,000
 * pixels, documents and programs dressed as photos, empty and oversized files.
 */
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';

/** A 4 × 4 JPEG. */
const TINY_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdAHrB/9k=',
  'base64',
);

/** A 2 × 2 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWNgOMMAQhAKABZeAzHk5DK6AAAAAElFTkSuQmCC',
  'base64',
);

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of a few hundred bytes whose header claims `width` × `height` pixels: a decompression bomb's first step. */
function claimedHugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What an uploaded file holds, with a word on what it is. */
export interface FileContent {
  note: string;
  bytes: Buffer;
}

export const hostileFile: fc.Arbitrary<FileContent> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom<FileContent>(
      { note: 'tiny jpeg', bytes: TINY_JPEG },
      { note: 'tiny png', bytes: TINY_PNG },
      { note: 'jpeg cut short', bytes: TINY_JPEG.subarray(0, 100) },
      { note: 'png claiming 50000x50000', bytes: claimedHugePng(50_000, 50_000) },
      { note: 'png claiming 1x4000000000', bytes: claimedHugePng(1, 4_000_000_000) },
      { note: 'png claiming 0x0', bytes: claimedHugePng(0, 0) },
      { note: 'empty file', bytes: Buffer.alloc(0) },
      { note: 'pdf', bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1') },
      { note: 'doc header only', bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
      { note: 'zip without a word document', bytes: Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]) },
      { note: 'windows program', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) },
      { note: 'svg with a script', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
      { note: 'gif', bytes: Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1') },
      { note: 'jpeg magic then zeros', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000)]) },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 512 }).map((bytes): FileContent => ({ note: 'random bytes', bytes: Buffer.from(bytes) })),
  },
);

/** One byte over the 15 MB a photo may weigh: drawn rarely, each one is 15 MB on the wire. */
export const FILE_OVER_LIMIT: FileContent = { note: 'file of 15 MB and 1 byte', bytes: Buffer.alloc(15_728_641, 0xff) };
