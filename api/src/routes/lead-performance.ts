import { Router, type RequestHandler } from 'express';
import type { ApiContext } from '../context.js';
import { currentStaff, requireStaff, seesOnlyOwnProperties } from '../auth/staff-session.js';
import { HttpError } from '../http/errors.js';
import { leadPerformance, readPerformancePeriod } from '../leads/lead-performance.js';

const ADMIN_ONLY_MESSAGE = 'Apenas a administração da imobiliária pode ver o desempenho do atendimento dos leads.';

/** Refuses with a 403 a user who sees only their own leads and properties (a broker): the figures are the whole agency's. */
const administrationOnly: RequestHandler = (req, _res, next) => {
  next(seesOnlyOwnProperties(currentStaff(req)) ? new HttpError(403, ADMIN_ONLY_MESSAGE) : undefined);
};

/**
 * 'Desempenho', how fast the agency answers its leads: `GET /api/leads/performance?from=AAAA-MM-DD&to=AAAA-MM-DD`
 * (permission leads, not for a broker; both checked before the period is read). Mounted before the lead inbox, whose
 * `/leads/{id}` would take the path.
 */
export function leadPerformanceRoutes({ db }: Pick<ApiContext, 'db'>): Router {
  const router = Router();

  router.get('/leads/performance', requireStaff(db, 'leads'), administrationOnly, async (req, res) => {
    res.json(await leadPerformance(db, readPerformancePeriod(req.query, new Date())));
  });

  return router;
}
