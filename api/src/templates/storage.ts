import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TemplateFileKind } from '../db/schema.js';

/** Stored names are random hex plus the checked kind; nothing else is ever read from the folder. */
const SAFE_TEMPLATE_NAME = /^[0-9a-f]{32}\.(pdf|doc|docx)$/;

/** Template files are private: they are only ever streamed by the download call, never served as they are. */
export function templatesDir(dataDir: string): string {
  return path.join(dataDir, 'contract-templates');
}

export function isSafeTemplateName(name: string): boolean {
  return SAFE_TEMPLATE_NAME.test(name);
}

/** Absolute path of a stored template file; the name must have passed `isSafeTemplateName`. */
export function templateFilePath(dataDir: string, name: string): string {
  if (!isSafeTemplateName(name)) throw new Error(`Nome de arquivo de modelo inválido: ${name}`);
  return path.join(templatesDir(dataDir), name);
}

/** Writes a template file under a new random name (never over an existing one) and answers that name. */
async function storeUnderNewName(dataDir: string, kind: TemplateFileKind, write: (target: string) => Promise<void>): Promise<string> {
  await mkdir(templatesDir(dataDir), { recursive: true });
  for (;;) {
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    try {
      await write(templateFilePath(dataDir, name));
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** Copies a received file into the templates folder under a new random name and answers that name. */
export function storeTemplateFile(dataDir: string, source: string, kind: TemplateFileKind): Promise<string> {
  return storeUnderNewName(dataDir, kind, (target) => copyFile(source, target, constants.COPYFILE_EXCL));
}

/** Writes bytes into the templates folder under a new random name and answers that name. */
export function writeTemplateFile(dataDir: string, data: Buffer, kind: TemplateFileKind): Promise<string> {
  return storeUnderNewName(dataDir, kind, (target) => writeFile(target, data, { flag: 'wx' }));
}

export async function removeTemplateFile(dataDir: string, name: string): Promise<void> {
  await rm(templateFilePath(dataDir, name), { force: true });
}
