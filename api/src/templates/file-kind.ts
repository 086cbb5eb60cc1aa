import { open } from 'node:fs/promises';
import type { TemplateFileKind } from '../db/schema.js';

const TEMPLATE_FILE_KINDS: readonly TemplateFileKind[] = ['pdf', 'doc', 'docx'];

/** The content type a template file is served with, from the kind its content was checked to be. */
export const CONTENT_TYPE_OF_KIND: Readonly<Record<TemplateFileKind, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_SIZE = 22;
/** The end record sits within its own size plus the longest archive comment from the end. */
const END_SEARCH_SIZE = END_OF_DIRECTORY_SIZE + 0xffff;
const WORD_DOCUMENT_PART = 'word/document.xml';

type ReadAt = (position: number, length: number) => Promise<Buffer>;

/** Whether a ZIP's central directory lists the main part of a Word document. */
async function isWordArchive(size: number, readAt: ReadAt): Promise<boolean> {
  const head = await readAt(0, 4);
  if (head.length < 4 || head.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return false;
  const tailStart = Math.max(0, size - END_SEARCH_SIZE);
  const tail = await readAt(tailStart, size - tailStart);
  let end = -1;
  for (let index = tail.length - END_OF_DIRECTORY_SIZE; index >= 0; index -= 1) {
    if (tail.readUInt32LE(index) === ZIP_END_OF_DIRECTORY) {
      end = index;
      break;
    }
  }
  if (end < 0) return false;
  const entries = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (directoryOffset + directorySize > tailStart + end) return false;
  const directory = await readAt(directoryOffset, directorySize);
  let position = 0;
  for (let entry = 0; entry < entries && position + 46 <= directory.length; entry += 1) {
    if (directory.readUInt32LE(position) !== ZIP_CENTRAL_HEADER) return false;
    const nameLength = directory.readUInt16LE(position + 28);
    const extraLength = directory.readUInt16LE(position + 30);
    const commentLength = directory.readUInt16LE(position + 32);
    const name = directory.toString('utf8', position + 46, position + 46 + nameLength);
    if (name === WORD_DOCUMENT_PART) return true;
    position += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

/**
 * What a file's content says it is: a PDF (`%PDF-`), a Word 97–2003 document (an OLE2 compound file),
 * a Word document (a ZIP whose central directory lists `word/document.xml`), or none of them — whatever
 * its name says.
 */
export async function templateFileKindOf(file: string): Promise<TemplateFileKind | undefined> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const readAt: ReadAt = async (position, length) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead);
    };
    const head = await readAt(0, OLE2_SIGNATURE.length);
    if (head.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return 'pdf';
    if (head.equals(OLE2_SIGNATURE)) return 'doc';
    if (await isWordArchive(size, readAt)) return 'docx';
    return undefined;
  } finally {
    await handle.close();
  }
}

/** The kind a file name's extension promises (`contrato.PDF` → pdf), if it is one of ours. */
export function templateKindOfName(name: string): TemplateFileKind | undefined {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  return TEMPLATE_FILE_KINDS.find((kind) => kind === extension);
}
