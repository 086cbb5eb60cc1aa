import { Router } from 'express';
import type { ApiContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { QueryReader } from '../http/query.js';
import { sendCacheableObject } from '../http/stored-object.js';
import { imageKey, isSafeImageName } from '../files/storage.js';
import { ensureVariant, NAMED_VARIANTS, VARIANT_WIDTHS, type ImageVariant } from '../files/variants.js';

const IMAGE_NOT_FOUND_MESSAGE = 'Imagem não encontrada.';
const WIDTH_AND_VARIANT_MESSAGE = 'Use w ou variant, não os dois.';
/** File names are random and never reused, so every answer may be kept for a year. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

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
 * portals. The bytes stream from the store (data directory or bucket) with a year of caching.
 */
export function imageRoutes({ files }: ApiContext): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const name = req.params.file;
    if (!isSafeImageName(name) || (await files.head(imageKey(name))) === undefined) {
      throw new HttpError(404, IMAGE_NOT_FOUND_MESSAGE);
    }
    const variant = requestedVariant(new QueryReader(req.query));
    const key = variant === undefined ? imageKey(name) : await ensureVariant(files, name, variant);
    const object = await files.get(key);
    if (object === undefined) throw new HttpError(404, IMAGE_NOT_FOUND_MESSAGE);
    await sendCacheableObject(req, res, object, IMAGE_CACHE_CONTROL);
  });
  return router;
}
