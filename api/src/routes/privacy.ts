import { Router } from 'express';
import type { ApiContext } from '../context.js';
import { staffActor } from '../audit/audit-actor.js';
import { currentStaff, holdsPermission, requireStaff } from '../auth/staff-session.js';
import { bodyFields, formBody, formBodyAfter } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { anonymizePerson } from '../privacy/anonymize-person.js';
import { auditExport } from '../privacy/person-audit.js';
import { exportFileName, personExportZip } from '../privacy/person-export.js';
import { readPersonKey } from '../privacy/person-key.js';
import { findPersonRecords } from '../privacy/person-records.js';
import { privacySettings, savePrivacySettings } from '../privacy/privacy-settings.js';

const ANONYMIZED_MESSAGE = 'Dados da pessoa anonimizados.';
const SETTINGS_ADMINS_ONLY_MESSAGE = 'Apenas a administração pode mudar o prazo de guarda dos leads.';

/**
 * A person's data under the LGPD (permission privacidade): `GET /api/privacy/people?email=&phone=` finds everything
 * held about them; `GET /api/privacy/people/export` downloads it (JSON and CSV in one zip); `POST
 * /api/privacy/people/anonymize` (`email`, `phone`) anonymizes it; `GET /api/privacy/settings` and, for the
 * administrators (who also hold `usuarios`), `PUT /api/privacy/settings`: the months a lead never converted is kept.
 */
export function privacyRoutes({ db, files }: Pick<ApiContext, 'db' | 'files'>): Router {
  const router = Router();
  const privacy = requireStaff(db, 'privacidade');

  router.get('/privacy/people', privacy, async (req, res) => {
    res.json({ data: await findPersonRecords(db, readPersonKey(req.query)) });
  });

  router.get('/privacy/people/export', privacy, async (req, res) => {
    const key = readPersonKey(req.query);
    const now = new Date();
    const records = await db.transaction().execute(async (transaction) => {
      const found = await findPersonRecords(transaction, key);
      await auditExport(transaction, staffActor(req), found, now);
      return found;
    });
    const zip = personExportZip(key, records, now);
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
      'Cache-Control': 'private, no-store',
    });
    res.send(Buffer.from(zip));
  });

  router.post('/privacy/people/anonymize', privacy, ...formBody, async (req, res) => {
    const key = readPersonKey(bodyFields(req.body));
    res.json({ message: ANONYMIZED_MESSAGE, data: await anonymizePerson(db, files, key, staffActor(req)) });
  });

  router.get('/privacy/settings', privacy, async (_req, res) => {
    res.json({ data: await privacySettings(db) });
  });

  const administrators = formBodyAfter((req) => {
    if (!holdsPermission(currentStaff(req), 'usuarios')) throw new HttpError(403, SETTINGS_ADMINS_ONLY_MESSAGE);
  });
  router.put('/privacy/settings', privacy, ...administrators, async (req, res) => {
    res.json(await savePrivacySettings(db, staffActor(req), bodyFields(req.body)));
  });

  return router;
}
