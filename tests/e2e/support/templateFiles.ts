import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleDocx, simplePdf } from '../../../api/src/demo/document-files';
import type { CreatedRecords } from './createdRecords';
import { writeToStackDatabase } from './database';
import { requiredEnv, stackEnv } from './env';
import { createNumbered } from './numberedRecords';
import { adminBearer } from './staff';

/** A document written to a test's folder, with the bytes it holds. */
export interface DocumentFile {
  path: string;
  name: string;
  bytes: Buffer;
}

async function written(folder: string, name: string, bytes: Buffer): Promise<DocumentFile> {
  const file = path.join(folder, name);
  await writeFile(file, bytes);
  return { path: file, name, bytes };
}

/** A real Word document (.docx) with one paragraph per line, as the demo templates are made. */
export function writeDocx(folder: string, name: string, lines: readonly string[]): Promise<DocumentFile> {
  return written(folder, name, simpleDocx(lines));
}

/** A real one-page PDF with the given lines. */
export function writePdf(folder: string, name: string, lines: readonly string[]): Promise<DocumentFile> {
  return written(folder, name, simplePdf(lines));
}

/** Any other file: plain text under the given name. */
export function writeText(folder: string, name: string, text: string): Promise<DocumentFile> {
  return written(folder, name, Buffer.from(text, 'utf8'));
}

interface SavedTemplate {
  ok: boolean;
  template: { id: string } | null;
  error: { message: string } | null;
}

export interface TemplateSeed {
  title: string;
  description: string | null;
  isActive: boolean;
  document: { name: string; bytes: Buffer };
}

/**
 * Creates one template with its document through the gateway, as a GraphQL multipart request of the first
 * administrator, recorded for the clean-up; answers its id.
 */
export async function createTemplate(records: CreatedRecords, seed: TemplateSeed): Promise<string> {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({
      query:
        'mutation ($input: ContractTemplateInput!, $file: Upload) { createContractTemplate(input: $input, file: $file) { ok template { id } error { message } } }',
      variables: { input: { title: seed.title, description: seed.description, isActive: seed.isActive }, file: null },
    }),
  );
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', new Blob([new Uint8Array(seed.document.bytes)]), seed.document.name);
  const response = await fetch(`${requiredEnv(stackEnv.baseUrl)}/graphql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminBearer()}`, 'Apollo-Require-Preflight': 'true' },
    body,
  });
  const answer = (await response.json()) as { data?: { createContractTemplate: SavedTemplate }; errors?: unknown };
  const saved = answer.data?.createContractTemplate;
  if (!saved?.ok || !saved.template)
    throw new Error(`Template ${seed.title} was refused: ${saved?.error?.message ?? JSON.stringify(answer.errors)}`);
  records.template(seed.title);
  return saved.template.id;
}

/**
 * Creates `count` active templates titled `${prefix} 01`… with a small .docx each, one after the other
 * (the list shows the newest first); answers the titles in creation order.
 */
export function createTemplates(records: CreatedRecords, prefix: string, count: number): Promise<string[]> {
  return createNumbered(prefix, count, (title) =>
    createTemplate(records, {
      title,
      description: `Descrição ${title}`,
      isActive: true,
      document: { name: `${title}.docx`, bytes: simpleDocx([title]) },
    }),
  );
}

/** Adds a template without any document, recorded for the clean-up; answers its id. */
export function insertTemplateWithoutDocument(records: CreatedRecords, title: string): number {
  // Written straight to the database: every API call that creates a template requires its document.
  const id = writeToStackDatabase((db) => {
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO contract_templates (title, description, stored_file, file_name, file_kind, is_active, created_at, updated_at)
         VALUES (?, NULL, NULL, NULL, NULL, 1, ?, ?)`,
      )
      .run(title, now, now);
    return Number(lastInsertRowid);
  });
  records.template(title);
  return id;
}
