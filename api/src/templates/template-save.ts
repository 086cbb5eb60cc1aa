import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { fieldChanges, type AuditedFields } from '../audit/field-changes.js';
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

/**
 * The template's fields the audit trail compares. A new file shows as its sent name and its stored name before and
 * after (the stored name changes even when the new file is sent under the old one's name).
 */
const TEMPLATE_AUDIT: AuditedFields<ContractTemplateRow> = { columns: ['title', 'description', 'is_active', 'file_name', 'stored_file'] };

/**
 * `POST /api/contract-templates`: checks every rule, stores the file, then writes the row and its audit entry in one
 * transaction (a refused form or a file not stored writes neither).
 */
export async function createTemplate(store: TemplateStore, actor: AuditActor, req: Request, res: Response): Promise<ContractTemplateRow> {
  const { db, dataDir, files } = store;
  return withUploadDir(dataDir, async (dir) => {
    const { changes, file } = await readTemplateForm(await receiveTemplateForm(req, res, dir), 'create');
    if (!changes.title || file === undefined) throw new HttpError(422, FORM_ERRORS_MESSAGE);
    const stored = await storeTemplateFile(files, file.path, file.kind);
    const now = new Date().toISOString();
    return removingOnFailure(store, stored, () =>
      db.transaction().execute(async (transaction) => {
        const { id } = await transaction
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
        const template = await templateOrThrow(transaction, id);
        await recordAudit(transaction, {
          actor,
          action: 'created',
          recordType: 'template',
          recordId: id,
          recordLabel: template.title,
          changes: fieldChanges(undefined, template, TEMPLATE_AUDIT),
        });
        return template;
      }),
    );
  });
}

/**
 * `POST /api/contract-templates/{id}` (`_method=PUT`): the fields sent change; a new file replaces the
 * current one only if nobody replaced it meanwhile (409). The row and its audit entry are written in one
 * transaction; the old file goes once it is committed.
 */
export async function updateTemplate(
  store: TemplateStore,
  actor: AuditActor,
  id: number,
  req: Request,
  res: Response,
): Promise<ContractTemplateRow> {
  const { db, dataDir, files } = store;
  const before = await templateOrThrow(db, id);
  const { template, replaced } = await withUploadDir(dataDir, async (dir) => {
    const { changes, file } = await readTemplateForm(await receiveTemplateForm(req, res, dir), 'update');
    const stored = file === undefined ? undefined : await storeTemplateFile(files, file.path, file.kind);
    return removingOnFailure(store, stored, () =>
      db.transaction().execute(async (transaction) => {
        const current = await templateOrThrow(transaction, id);
        const fileChanges = file === undefined ? {} : { stored_file: stored ?? null, file_name: file.name, file_kind: file.kind };
        let update = transaction
          .updateTable('contract_templates')
          .set({ ...changes, ...fileChanges, updated_at: new Date().toISOString() })
          .where('id', '=', id);
        if (file !== undefined) {
          update =
            before.stored_file === null ? update.where('stored_file', 'is', null) : update.where('stored_file', '=', before.stored_file);
        }
        const result = await update.executeTakeFirst();
        if (result.numUpdatedRows !== 1n) {
          if ((await findTemplate(transaction, id)) === undefined) throw new HttpError(404, TEMPLATE_NOT_FOUND_MESSAGE);
          throw new HttpError(409, TEMPLATE_EDIT_CONFLICT_MESSAGE);
        }
        const after = await templateOrThrow(transaction, id);
        await recordAudit(transaction, {
          actor,
          action: 'updated',
          recordType: 'template',
          recordId: id,
          recordLabel: after.title,
          changes: fieldChanges(current, after, TEMPLATE_AUDIT),
        });
        return { template: after, replaced: file === undefined ? null : before.stored_file };
      }),
    );
  });
  if (replaced !== null) {
    try {
      await removeTemplateFile(files, replaced);
    } catch (error) {
      store.log(`Não foi possível apagar o arquivo de modelo ${replaced}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return template;
}
