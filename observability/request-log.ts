import type { Request, RequestHandler, Response } from 'express';
import type { Logger, ProcessName } from './logger.js';
import type { HttpMetrics } from './metrics-registry.js';
import { currentRequestContext } from './request-context.js';

/** The label of a request no route answered. */
const NOT_FOUND_ROUTE = '(não encontrada)';
/** The label of a request answered by a handler that names no route (static files, a refusal before any route). */
const UNNAMED_ROUTE = '(outra)';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A handler that answers without an Express route (files, pages) names what it answered here, for logs and metrics. */
export function nameRoute(res: Response, route: string): void {
  res.locals.routeName = route;
}

/** The pattern of the route that took the request, kept when Express hands it over (`req.route = route`). */
const matchedPatterns = new WeakMap<Request, string>();

/**
 * Keeps the full pattern of the route Express gives the request: its path joined to the mount path of its router at
 * that moment (`/api` + `/properties/:id`). Read later, `req.baseUrl` has been reset by the routers it left.
 */
function rememberMatchedRoute(req: Request): void {
  let route: unknown;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set: (value: unknown) => {
      route = value;
      const path = (value as { path?: unknown } | undefined)?.path;
      if (typeof path === 'string') matchedPatterns.set(req, `${req.baseUrl}${path}`);
    },
  });
}

/**
 * The request's route as a pattern (`/api/properties/:id`), never its path: paths hold ids, slugs and tokens, and
 * a label per path would grow without end.
 */
export function routePattern(req: Request, res: Response): string {
  const named = res.locals.routeName as unknown;
  if (typeof named === 'string') return named;
  return matchedPatterns.get(req) ?? (res.statusCode === 404 ? NOT_FOUND_ROUTE : UNNAMED_ROUTE);
}

export interface RequestLogOptions {
  processName: ProcessName;
  /** null writes no request lines (and counts nothing without metrics). */
  logger: Logger | null;
  metrics: HttpMetrics | null;
}

/**
 * One line and one observation per request, when its answer ends (or its connection closes first): method, route
 * pattern, status, duration in milliseconds, the signed-in user's id and the GraphQL operation when known. Never the
 * path, the query, a header or the body: they may hold a person's data or a secret.
 */
export function requestLog({ processName, logger, metrics }: RequestLogOptions): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    rememberMatchedRoute(req);
    const context = currentRequestContext();
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = KNOWN_METHODS.has(req.method) ? req.method : 'OTHER';
      const route = routePattern(req, res);
      const status = res.writableFinished ? res.statusCode : 499;
      metrics?.requests.inc({ process: processName, method, route, status: String(status) });
      metrics?.duration.observe({ process: processName, method, route }, seconds);
      if (!logger) return;
      const line = {
        ...(context === undefined ? {} : { requestId: context.requestId }),
        method,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(context?.userId === undefined ? {} : { userId: context.userId }),
        ...(context?.graphql === undefined ? {} : { operation: context.graphql.operation, outcome: context.graphql.outcome }),
      };
      if (status >= 500) logger.warn(line, 'requisição');
      else logger.info(line, 'requisição');
    };
    res.once('finish', write);
    res.once('close', write);
    next();
  };
}
