import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { TemplateFileKind } from '../db/schema.js';
import type { ObjectStore } from '../files/object-store.js';
import { CONTENT_TYPE_OF_KIND } from './file-kind.js';

/** Stored names are random hex plus the checked kind; nothing else is ever read from the folder. */
const SAFE_TEMPLATE_NAME = /^[0-9a-f]{32}\.(pdf|doc|docx)$/;

/**
 * The folder of template files (`DATA_DIR/contract-templates` on disk). They are private: only ever
 * streamed by the download call, never served as they are, and never given a public address.
 */
export const TEMPLATES_PREFIX = 'contract-templates/';

export function isSafeTemplateName(name: string): boolean {
  return SAFE_TEMPLATE_NAME.test(name);
}

/** The storage key of a template file; the name must have passed `isSafeTemplateName`. */
export function templateKey(name: string): string {
  if (!isSafeTemplateName(name)) throw new Error(`Nome de arquivo de modelo inválido: ${name}`);
  return `${TEMPLATES_PREFIX}${name}`;
}

/** A new random name (128 random bits, never reused) for a template file of this kind. */
function newTemplateName(kind: TemplateFileKind): string {
  return `${randomBytes(16).toString('hex')}.${kind}`;
}

/** Streams a received file into the templates folder under a new random name and answers that name. */
export async function storeTemplateFile(store: ObjectStore, source: string, kind: TemplateFileKind): Promise<string> {
  const name = newTemplateName(kind);
  await store.put(templateKey(name), createReadStream(source), { contentType: CONTENT_TYPE_OF_KIND[kind] });
  return name;
}

/** Writes bytes into the templates folder under a new random name and answers that name. */
export async function writeTemplateFile(store: ObjectStore, data: Buffer, kind: TemplateFileKind): Promise<string> {
  const name = newTemplateName(kind);
  await store.put(templateKey(name), data, { contentType: CONTENT_TYPE_OF_KIND[kind] });
  return name;
}

export async function removeTemplateFile(store: ObjectStore, name: string): Promise<void> {
  await store.delete(templateKey(name));
}
