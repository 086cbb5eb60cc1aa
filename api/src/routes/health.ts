import { Router } from 'express';
import { sql } from 'kysely';
import type { ApiContext } from '../context.js';

const DATABASE_UNAVAILABLE_MESSAGE = 'Banco de dados indisponível.';

/** `GET /api/health`: 200 `{ status: "ok" }` when the database answers, else 503. */
export function healthRoutes({ db }: ApiContext): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    try {
      await sql`select 1`.execute(db);
    } catch {
      res.status(503).json({ message: DATABASE_UNAVAILABLE_MESSAGE });
      return;
    }
    res.json({ status: 'ok' });
  });
  return router;
}
