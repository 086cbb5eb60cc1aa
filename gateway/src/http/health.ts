import { Router } from 'express';
import type { AgencyApi } from '../rest/agency-api.js';

const HEALTH_UNAVAILABLE_MESSAGE = 'A API de dados não está respondendo.';

/** `GET /health`: 200 only while the REST API answers its own health check. */
export function healthRouter(api: AgencyApi): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await api.health();
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', message: HEALTH_UNAVAILABLE_MESSAGE });
    }
  });
  return router;
}
