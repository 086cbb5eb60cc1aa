import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { ContractTemplateRow, Database } from '../db/schema.js';
import type { ObjectStore } from '../files/object-store.js';
import { HttpError } from '../http/errors.js';
import { FORM_ERRORS_MESSAGE, withUploadDir } from '../http/uploads.js';
import { removeTemplateFile, storeTemplateFile } from './storage.js';
import { TEMPLATE_NOT_FOUND_MESSAGE } from './template-json.js';
import { readTemplateForm } from './template-form.js';
import { receiveTemplateForm } from './upload.js';

const TEMPLATE_EDIT_CONFLICT_MESSAGE =
  'O modelo de documento foi alterado por outra pessoa ao mesmo tempo. Recarregue a página e tente novamente.';

export interface TemplateStore {
  db: Kysely<Database>;
  dataDir: string;
  files: ObjectStore;
  log: (line: string) => void;
}

export async function findTemplate(db: Kysely<Database>, id: number): Promise<ContractTemplateRow | undefined> {
  return db.selectFrom('contract_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

async function templateOrThrow(db: Kysely<Database>, id: number): Promise<ContractTemplateRow> {
  const row = await findTemplate(db, id);
  if (row === undefined) throw new HttpError(404, TEMPLATE_NOT_FOUND_MESSAGE);
  return row;
}

/** Runs `write`; if it fails, the file just stored for it goes too, so nothing is left half-written. */
async function removingOnFailure<T>(store: TemplateStore, stored: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (stored !== undefined) await removeTemplateFile(store.files, stored);
    throw error;
  }
}

/** `POST /api/contract-templates`: checks every rule, stores the file, then writes the row. */
export async function createTemplate(store: TemplateStore, req: Request, res: Response): Promise<ContractTemplateRow> {
  const { db, dataDir, files } = store;
  const id = await withUploadDir(dataDir, async (dir) => {
    const { changes, file } = await readTemplateForm(await receiveTemplateForm(req, res, dir), 'create');
    if (!changes.title || file === undefined) throw new HttpError(422, FORM_ERRORS_MESSAGE);
    const stored = await storeTemplateFile(files, file.path, file.kind);
    const now = new Date().toISOString();
    return removingOnFailure(store, stored, async () => {
      const row = await db
        .insertInto('contract_templates')
        .values({
          title: changes.title ?? '',
          description: changes.description ?? null,
          is_active: changes.is_active ?? 1,
          stored_file: stored,
          file_name: file.name,
          file_kind: file.kind,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  });
  return templateOrThrow(db, id);
}

/**
 * `POST /api/contract-templates/{id}` (`_method=PUT`): the fields sent change; a new file replaces the
 * current one only if nobody replaced it meanwhile (409). The old file goes once the row is committed.
 */
export async function updateTemplate(store: TemplateStore, id: number, req: Request, res: Response): Promise<ContractTemplateRow> {
  const { db, dataDir, files } = store;
  const before = await templateOrThrow(db, id);
  const replaced = await withUploadDir(dataDir, async (dir) => {
    const { changes, file } = await readTemplateForm(await receiveTemplateForm(req, res, dir), 'update');
    const stored = file === undefined ? undefined : await storeTemplateFile(files, file.path, file.kind);
    return removingOnFailure(store, stored, async () => {
      const fileChanges = file === undefined ? {} : { stored_file: stored ?? null, file_name: file.name, file_kind: file.kind };
      let update = db
        .updateTable('contract_templates')
        .set({ ...changes, ...fileChanges, updated_at: new Date().toISOString() })
        .where('id', '=', id);
      if (file !== undefined) {
        update =
          before.stored_file === null ? update.where('stored_file', 'is', null) : update.where('stored_file', '=', before.stored_file);
      }
      const result = await update.executeTakeFirst();
      if (result.numUpdatedRows !== 1n) {
        if ((await findTemplate(db, id)) === undefined) throw new HttpError(404, TEMPLATE_NOT_FOUND_MESSAGE);
        throw new HttpError(409, TEMPLATE_EDIT_CONFLICT_MESSAGE);
      }
      return file === undefined ? null : before.stored_file;
    });
  });
  if (replaced !== null) {
    try {
      await removeTemplateFile(files, replaced);
    } catch (error) {
      store.log(`Não foi possível apagar o arquivo de modelo ${replaced}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return templateOrThrow(db, id);
}
