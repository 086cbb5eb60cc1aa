import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import type { ApiContext } from '../context.js';
import { pendingMigrations } from '../db/migrations/index.js';

const DATABASE_UNAVAILABLE_MESSAGE = 'Banco de dados indisponível.';
const MIGRATIONS_PENDING_MESSAGE = 'O banco de dados ainda não foi atualizado para esta versão.';

/** Whether the database answers. */
async function databaseAnswers({ db }: Pick<ApiContext, 'db'>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * `GET /api/health` (behind the API key, as every call): 200 `{ status: "ok" }` when the database answers, else 503.
 */
export function healthRoutes(context: Pick<ApiContext, 'db'>): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    if (await databaseAnswers(context)) res.json({ status: 'ok' });
    else res.status(503).json({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });
  return router;
}

/**
 * The probes of load balancers and orchestrators, answered before the API key is asked for (they tell nothing but a
 * status), never cached: `GET /health/live`, 200 while the process answers; `GET /health/ready`, 200 when the
 * database answers and has run every migration this version knows, else 503 with the reason.
 */
export function probeRoutes(context: Pick<ApiContext, 'db'>): Router {
  const router = Router();
  const noStore = (_req: Request, res: Response, next: () => void) => {
    res.set('Cache-Control', 'no-store');
    next();
  };
  router.get('/health/live', noStore, (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/health/ready', noStore, async (_req, res) => {
    const problem = !(await databaseAnswers(context))
      ? DATABASE_UNAVAILABLE_MESSAGE
      : (await pendingMigrations(context.db)).length > 0
        ? MIGRATIONS_PENDING_MESSAGE
        : undefined;
    if (problem === undefined) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable', message: problem });
  });
  return router;
}
