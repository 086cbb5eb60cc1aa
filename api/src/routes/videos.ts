import { Router, type Request } from 'express';
import type { ApiContext } from '../context.js';
import { staffActor } from '../audit/audit-actor.js';
import { currentStaff, FORBIDDEN_MESSAGE, holdsPermission, requireStaff } from '../auth/staff-session.js';
import { VIDEO_TYPES } from '../db/schema.js';
import { bodyFields, formBody } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { QueryReader } from '../http/query.js';
import { recordId } from '../http/record-id.js';
import { toVideoJson } from '../videos/video-json.js';
import { createVideo, findVideo, updateVideo, VIDEO_NOT_FOUND_MESSAGE } from '../videos/video-save.js';

const VIDEO_CREATED_MESSAGE = 'Vídeo cadastrado com sucesso!';
const VIDEO_UPDATED_MESSAGE = 'Vídeo atualizado com sucesso!';

/**
 * `GET /api/video?is_active=1&type=external`: the public home's videos. Only active external videos
 * are public; asking for internal or inactive ones answers an empty list.
 *
 * `GET /api/videos?type=internal&is_active=1`: the training videos, for any signed-in user. Any other
 * filter (or none) lists every video and needs permission videos.
 *
 * `GET /api/videos/{id}`, `POST /api/videos`, `PUT /api/videos/{id}` (permission videos); each write is audited.
 */
export function videoRoutes({ db }: ApiContext): Router {
  const router = Router();
  router.get('/video', async (req, res) => {
    const query = new QueryReader(req.query);
    const type = query.oneOf('type', VIDEO_TYPES);
    const isActive = query.flag('is_active');
    query.finish();
    if (type === 'internal' || isActive === 0) {
      res.json({ data: [] });
      return;
    }
    const rows = await db
      .selectFrom('videos')
      .selectAll()
      .where('type', '=', 'external')
      .where('is_active', '=', 1)
      .orderBy('id', 'desc')
      .execute();
    res.json({ data: rows.map(toVideoJson) });
  });

  router.get('/videos', requireStaff(db), async (req, res) => {
    const query = new QueryReader(req.query);
    const type = query.oneOf('type', VIDEO_TYPES);
    const isActive = query.flag('is_active');
    query.finish();
    const training = type === 'internal' && isActive === 1;
    if (!training && !holdsPermission(currentStaff(req), 'videos')) throw new HttpError(403, FORBIDDEN_MESSAGE);
    let rows = db.selectFrom('videos').selectAll().orderBy('id', 'desc');
    if (type !== undefined) rows = rows.where('type', '=', type);
    if (isActive !== undefined) rows = rows.where('is_active', '=', isActive);
    res.json({ data: (await rows.execute()).map(toVideoJson) });
  });

  const videos = requireStaff(db, 'videos');
  const pathId = (req: Request) => recordId(req, VIDEO_NOT_FOUND_MESSAGE);

  router.get('/videos/:id', videos, async (req, res) => {
    const video = await findVideo(db, pathId(req));
    if (video === undefined) throw new HttpError(404, VIDEO_NOT_FOUND_MESSAGE);
    res.json({ data: toVideoJson(video) });
  });

  router.post('/videos', videos, ...formBody, async (req, res) => {
    res
      .status(201)
      .json({ message: VIDEO_CREATED_MESSAGE, data: toVideoJson(await createVideo(db, staffActor(req), bodyFields(req.body))) });
  });

  router.put('/videos/:id', videos, ...formBody, async (req, res) => {
    res.json({
      message: VIDEO_UPDATED_MESSAGE,
      data: toVideoJson(await updateVideo(db, staffActor(req), pathId(req), bodyFields(req.body))),
    });
  });
  return router;
}
