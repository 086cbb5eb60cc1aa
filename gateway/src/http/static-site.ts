import { nameRoute } from '../../../observability/request-log.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import { sendJsonError, sendNotFound } from './responses.js';

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
export const SITE_NOT_BUILT_MESSAGE = 'O site ainda não foi compilado. Execute npm run build.';

/** The route the logs and metrics give the built files (scripts, styles, pictures) and an unknown page sent home. */
const STATIC_FILES_ROUTE = '(arquivos do site)';
const UNKNOWN_PAGE_ROUTE = '(página desconhecida)';

/**
 * Files of a Vite build: hashed files under `assets/` are cached for a year, everything else is
 * revalidated on every visit.
 */
export function builtFiles(root: string): express.RequestHandler {
  return express.static(root, {
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      nameRoute(res, STATIC_FILES_ROUTE);
      const relative = path.relative(root, filePath).split(path.sep);
      res.setHeader('Cache-Control', relative[0] === 'assets' ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
}

/**
 * `/favicon.ico`, which browsers ask for on their own (for a picture or a text file opened directly), is the
 * site's SVG icon: a permanent redirect, so that no visit ends with a 404 in the console.
 */
export function faviconIco(): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path !== '/favicon.ico') return next();
    res.redirect(301, '/favicon.svg');
  };
}

/** Sends a build's index.html, revalidated on every visit. */
export function sendIndexHtml(res: Response, root: string, missingMessage: string): void {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    sendJsonError(res, 503, missingMessage);
    return;
  }
  res.sendFile(indexFile, { cacheControl: false, headers: { 'Cache-Control': REVALIDATE_CACHE } });
}

/** `/api…` paths and paths whose last segment has an extension are never pages of the app. */
export function isApiOrFilePath(requestPath: string): boolean {
  if (requestPath === '/api' || requestPath.startsWith('/api/')) return true;
  const lastSegment = requestPath.slice(requestPath.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(lastSegment);
}

/**
 * After the built files, the server-rendered pages and the back office's pages (`http/back-office-pages.ts`): any
 * other page navigation is an unknown address and is sent to the home page (302). Everything else is 404 JSON.
 */
export function webAppRouter(): Router {
  const router = Router();
  router.use((req: Request, res: Response) => {
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (!isRead || isApiOrFilePath(req.path) || !req.accepts('html')) {
      sendNotFound(res);
      return;
    }
    nameRoute(res, UNKNOWN_PAGE_ROUTE);
    res.set('Cache-Control', REVALIDATE_CACHE).redirect(302, '/');
  });
  return router;
}
