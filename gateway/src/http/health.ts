import { Router, type Response } from 'express';
import type { AgencyApi } from '../rest/agency-api.js';

const HEALTH_UNAVAILABLE_MESSAGE = 'A API de dados não está respondendo.';
const NOT_READY_MESSAGE = 'A API de dados não está pronta.';

/** Answers 200 `{ status: "ok" }` when `check` resolves, else 503 with `message`; never cached. */
async function answerCheck(res: Response, check: () => Promise<void>, message: string): Promise<void> {
  res.set('Cache-Control', 'no-store');
  try {
    await check();
    res.json({ status: 'ok' });
  } catch {
    res.status(503).json({ status: 'unavailable', message });
  }
}

/**
 * `GET /health`: 200 only while the REST API answers its own health check. And the probes of load balancers and
 * orchestrators: `GET /health/live`, 200 while this process answers; `GET /health/ready`, 200 while its API is ready
 * (its database answers and has run every migration), else 503.
 */
export function healthRouter(api: AgencyApi): Router {
  const router = Router();
  router.get('/health', (_req, res) => answerCheck(res, () => api.health(), HEALTH_UNAVAILABLE_MESSAGE));
  router.get('/health/live', (_req, res) => answerCheck(res, () => Promise.resolve(), HEALTH_UNAVAILABLE_MESSAGE));
  router.get('/health/ready', (_req, res) => answerCheck(res, () => api.ready(), NOT_READY_MESSAGE));
  return router;
}
