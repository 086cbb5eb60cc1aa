import { stat } from 'node:fs/promises';
import { Router } from 'express';
import type { ApiContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { QueryReader } from '../http/query.js';
import { imagePath, isSafeImageName } from '../files/storage.js';
import { ensureVariant, NAMED_VARIANTS, VARIANT_WIDTHS, type ImageVariant } from '../files/variants.js';

export const IMAGE_NOT_FOUND_MESSAGE = 'Imagem não encontrada.';
export const WIDTH_AND_VARIANT_MESSAGE = 'Use w ou variant, não os dois.';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The variant asked by `?w=` or `?variant=` (at most one of them), or undefined for the original. */
function requestedVariant(query: QueryReader): ImageVariant | undefined {
  const width = query.oneOf('w', VARIANT_WIDTHS);
  const variant = query.oneOf('variant', NAMED_VARIANTS);
  if (width !== undefined && variant !== undefined) query.reject('variant', WIDTH_AND_VARIANT_MESSAGE);
  query.finish();
  return width ?? variant;
}

/**
 * `GET /images/{file}`: a stored photo, with `?w=320|640|1080|1600` a WebP of that width, or with
 * `?variant=share` the 1200×630 JPEG for link previews, with `?variant=portal` a JPEG at most 1600 px wide for the
 * portals. File names are random and never reused, so
 * every answer may be cached for a year.
 */
export function imageRoutes({ dataDir }: ApiContext): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const name = req.params.file;
    if (!isSafeImageName(name) || !(await isFile(imagePath(dataDir, name)))) {
      throw new HttpError(404, IMAGE_NOT_FOUND_MESSAGE);
    }
    const variant = requestedVariant(new QueryReader(req.query));
    const file = variant === undefined ? imagePath(dataDir, name) : await ensureVariant(dataDir, name, variant);
    res.sendFile(file, { maxAge: ONE_YEAR_MS, immutable: true, dotfiles: 'deny' });
  });
  return router;
}
