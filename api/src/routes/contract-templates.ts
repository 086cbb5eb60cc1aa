import { Router, type Request, type RequestHandler } from 'express';
import { staffActor } from '../audit/audit-actor.js';
import { requireStaff } from '../auth/staff-session.js';
import { HttpError } from '../http/errors.js';
import { recordId } from '../http/record-id.js';
import { attachmentHeader, streamStoredObject } from '../http/stored-object.js';
import { CONTENT_TYPE_OF_KIND } from '../templates/file-kind.js';
import { isSafeTemplateName, templateKey } from '../templates/storage.js';
import { TEMPLATE_NOT_FOUND_MESSAGE, toContractTemplateJson, type ContractTemplateJson } from '../templates/template-json.js';
import { createTemplate, findTemplate, updateTemplate, type TemplateStore } from '../templates/template-save.js';

const TEMPLATE_CREATED_MESSAGE = 'Modelo de documento cadastrado com sucesso!';
const TEMPLATE_UPDATED_MESSAGE = 'Modelo de documento atualizado com sucesso!';
const TEMPLATE_WITHOUT_FILE_MESSAGE = 'Este modelo não possui arquivo para download.';

/**
 * The contract templates (permission modelos-documento): `GET /api/contract-templates`,
 * `GET /api/contract-templates/{id}`, `POST /api/contract-templates` (multipart), `POST
 * /api/contract-templates/{id}` with `_method=PUT` (also `PUT`), and `GET /api/contract-templates/{id}/file`,
 * which streams the file with its original name. Each write is audited.
 */
export function contractTemplateRoutes(store: TemplateStore): Router {
  const { db, files } = store;
  const router = Router();
  const templates = requireStaff(db, 'modelos-documento');
  const pathId = (req: Request) => recordId(req, TEMPLATE_NOT_FOUND_MESSAGE);

  router.get('/contract-templates', templates, async (_req, res) => {
    const rows = await db.selectFrom('contract_templates').selectAll().orderBy('id', 'desc').execute();
    const data: ContractTemplateJson[] = rows.map(toContractTemplateJson);
    res.json({ data });
  });

  router.get('/contract-templates/:id', templates, async (req, res) => {
    const row = await findTemplate(db, pathId(req));
    if (row === undefined) throw new HttpError(404, TEMPLATE_NOT_FOUND_MESSAGE);
    res.json({ data: toContractTemplateJson(row) });
  });

  router.get('/contract-templates/:id/file', templates, async (req, res) => {
    const row = await findTemplate(db, pathId(req));
    if (row === undefined) throw new HttpError(404, TEMPLATE_NOT_FOUND_MESSAGE);
    const { stored_file: stored, file_kind: kind } = row;
    if (stored === null || kind === null || !isSafeTemplateName(stored)) throw new HttpError(404, TEMPLATE_WITHOUT_FILE_MESSAGE);
    const file = await files.get(templateKey(stored));
    if (file === undefined) throw new HttpError(404, TEMPLATE_WITHOUT_FILE_MESSAGE);
    res.set({
      'Content-Type': CONTENT_TYPE_OF_KIND[kind],
      'Content-Length': String(file.size),
      'Content-Disposition': attachmentHeader(row.file_name ?? `modelo-${row.id}.${kind}`),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
    await streamStoredObject(res, file);
  });

  router.post('/contract-templates', templates, async (req, res) => {
    const row = await createTemplate(store, staffActor(req), req, res);
    res.status(201).json({ message: TEMPLATE_CREATED_MESSAGE, data: toContractTemplateJson(row) });
  });

  // Multipart forms cannot be sent with PUT from every client: `POST` with `_method=PUT` is the update.
  const update: RequestHandler = async (req, res) => {
    const row = await updateTemplate(store, staffActor(req), pathId(req), req, res);
    res.json({ message: TEMPLATE_UPDATED_MESSAGE, data: toContractTemplateJson(row) });
  };
  router.post('/contract-templates/:id', templates, update);
  router.put('/contract-templates/:id', templates, update);

  return router;
}
