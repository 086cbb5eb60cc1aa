import { stat } from 'node:fs/promises';
import { Router } from 'express';
import type { ApiContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { QueryReader } from '../http/query.js';
import { imagePath, isSafeImageName } from '../files/storage.js';
import { ensureVariant, VARIANT_WIDTHS } from '../files/variants.js';

export const IMAGE_NOT_FOUND_MESSAGE = 'Imagem não encontrada.';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * `GET /images/{file}`: a stored photo, or with `?w=320|640|1080|1600` a WebP of that width. File
 * names are random and never reused, so every answer may be cached for a year.
 */
export function imageRoutes({ dataDir }: ApiContext): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const name = req.params.file;
    if (!isSafeImageName(name) || !(await isFile(imagePath(dataDir, name)))) {
      throw new HttpError(404, IMAGE_NOT_FOUND_MESSAGE);
    }
    const query = new QueryReader(req.query);
    const width = query.oneOf('w', VARIANT_WIDTHS);
    query.finish();
    const file = width === undefined ? imagePath(dataDir, name) : await ensureVariant(dataDir, name, width);
    res.sendFile(file, { maxAge: ONE_YEAR_MS, immutable: true, dotfiles: 'deny' });
  });
  return router;
}
