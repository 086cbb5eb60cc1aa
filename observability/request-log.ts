import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Logger, ProcessName } from './logger.js';
import type { HttpMetrics } from './metrics-registry.js';
import { currentRequestContext } from './request-context.js';
import { writeRequestLine } from './request-line.js';

/** The label of a request no route answered. */
const NOT_FOUND_ROUTE = '(não encontrada)';
/** The label of a request answered by a handler that names no route (static files, a refusal before any route). */
const UNNAMED_ROUTE = '(outra)';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A handler that answers without an Express route (files, pages) names what it answered here, for logs and metrics. */
export function nameRoute(res: Response, route: string): void {
  res.locals.routeName = route;
}

const ROUTE = Symbol('route');
const MATCHED_PATTERN = Symbol('matchedRoutePattern');

interface RouteHolder {
  baseUrl: string;
  [ROUTE]?: unknown;
  [MATCHED_PATTERN]?: string;
}

let matchedRoutesRemembered = false;

/**
 * Keeps the full pattern of the route Express gives each request (`req.route = route`): its path joined to the mount
 * path of its router at that moment (`/api` + `/properties/:id`). Read later, `req.baseUrl` has been reset by the
 * routers it left. Installed once, on the prototype every Express app's requests share, rather than on each request.
 */
function rememberMatchedRoutes(): void {
  if (matchedRoutesRemembered) return;
  matchedRoutesRemembered = true;
  Object.defineProperty(express.request, 'route', {
    configurable: true,
    enumerable: true,
    get(this: RouteHolder) {
      return this[ROUTE];
    },
    set(this: RouteHolder, value: unknown) {
      this[ROUTE] = value;
      const path = (value as { path?: unknown } | undefined)?.path;
      if (typeof path === 'string') this[MATCHED_PATTERN] = `${this.baseUrl}${path}`;
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
  return (req as unknown as RouteHolder)[MATCHED_PATTERN] ?? (res.statusCode === 404 ? NOT_FOUND_ROUTE : UNNAMED_ROUTE);
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
  rememberMatchedRoutes();
  return (req, res, next) => {
    const started = performance.now();
    const context = currentRequestContext();
    // 'close' comes last, after 'finish' when the answer was sent, alone when the connection closed first.
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const method = KNOWN_METHODS.has(req.method) ? req.method : 'OTHER';
      const route = routePattern(req, res);
      const status = res.writableFinished ? res.statusCode : 499;
      if (metrics) {
        metrics.requests.inc({ process: processName, method, route, status: String(status) });
        metrics.duration.observe({ process: processName, method, route }, seconds);
      }
      if (logger) writeRequestLine(logger, processName, { method, route, status, durationMs: Math.round(seconds * 10_000) / 10 }, context);
    });
    next();
  };
}
