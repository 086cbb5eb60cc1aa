import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { fieldChanges, type AuditedFields } from '../audit/field-changes.js';
import { VIDEO_TYPES, type Database, type VideoRow, type VideoType } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { ChangeCollector, type FormMode } from '../http/changes.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { embedUrlFor } from './embed.js';

export const VIDEO_NOT_FOUND_MESSAGE = 'O video não foi encontrado.';
const VIDEO_TITLE_REQUIRED_MESSAGE = 'O título é obrigatório.';
const VIDEO_URL_REQUIRED_MESSAGE = 'A url do video é obrigatório.';
const VIDEO_URL_NOT_EMBEDDABLE_MESSAGE = 'Informe um endereço do YouTube ou do Vimeo.';

interface VideoColumns {
  title: string;
  description: string | null;
  video_url: string;
  video_url_embed: string | null;
  type: VideoType;
  is_active: 0 | 1;
}

/**
 * title and video_url required; video_url must be a YouTube (watch, youtu.be, shorts, embed) or Vimeo
 * address, whose player address becomes video_url_embed; type internal or external (required on create);
 * is_active 1/0, 1 by default.
 */
function readVideoForm(body: Readonly<Record<string, unknown>>, mode: FormMode): Partial<VideoColumns> {
  const form = new FormReader(body);
  const fields = new ChangeCollector<VideoColumns>(body, mode);
  fields.take(
    'title',
    'title',
    () => form.text('title', { required: true, requiredMessage: VIDEO_TITLE_REQUIRED_MESSAGE, maxLength: 254 }),
    '',
  );
  fields.take('description', 'description', () => form.text('description', { maxLength: 2000, multiline: true }), null);
  if (fields.isSent('video_url')) {
    const url = form.text('video_url', { required: true, requiredMessage: VIDEO_URL_REQUIRED_MESSAGE, maxLength: 2000 });
    const embed = url === undefined ? null : embedUrlFor(url);
    if (url !== undefined && embed === null) form.fail('video_url', VIDEO_URL_NOT_EMBEDDABLE_MESSAGE);
    fields.changes.video_url = url ?? '';
    fields.changes.video_url_embed = embed;
  }
  fields.take('type', 'type', () => form.oneOf('type', VIDEO_TYPES, { required: true }), 'internal');
  fields.take('is_active', 'is_active', () => form.flag('is_active'), 1);
  if (form.hasErrors) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  return fields.changes;
}

export async function findVideo(db: Kysely<Database>, id: number): Promise<VideoRow | undefined> {
  return db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
}

async function videoOrThrow(db: Kysely<Database>, id: number): Promise<VideoRow> {
  const video = await findVideo(db, id);
  if (video === undefined) throw new HttpError(404, VIDEO_NOT_FOUND_MESSAGE);
  return video;
}

/**
 * The video's fields the audit trail compares. The player address is left out: it follows from the address, whose
 * change the entry already shows.
 */
const VIDEO_AUDIT: AuditedFields<VideoRow> = { columns: ['title', 'description', 'video_url', 'type', 'is_active'] };

/** `POST /api/videos`. Audited in the same transaction. */
export async function createVideo(db: Kysely<Database>, actor: AuditActor, body: Readonly<Record<string, unknown>>): Promise<VideoRow> {
  const { title, description, video_url: videoUrl, video_url_embed: embed, type, is_active: isActive } = readVideoForm(body, 'create');
  if (!title || !videoUrl || !embed || !type) throw new HttpError(422, FORM_ERRORS_MESSAGE);
  const now = new Date().toISOString();
  return db.transaction().execute(async (transaction) => {
    const { id } = await transaction
      .insertInto('videos')
      .values({
        title,
        description: description ?? null,
        video_url: videoUrl,
        video_url_embed: embed,
        type,
        is_active: isActive ?? 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const video = await videoOrThrow(transaction, id);
    await recordAudit(transaction, {
      actor,
      action: 'created',
      recordType: 'video',
      recordId: id,
      recordLabel: video.title,
      changes: fieldChanges(undefined, video, VIDEO_AUDIT),
    });
    return video;
  });
}

/** `PUT /api/videos/{id}`: the fields sent change; a new address brings its new player address. Audited in the same transaction. */
export async function updateVideo(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  body: Readonly<Record<string, unknown>>,
): Promise<VideoRow> {
  return db.transaction().execute(async (transaction) => {
    const before = await videoOrThrow(transaction, id);
    const changes = readVideoForm(body, 'update');
    const result = await transaction
      .updateTable('videos')
      .set({ ...changes, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) throw new HttpError(404, VIDEO_NOT_FOUND_MESSAGE);
    const after = await videoOrThrow(transaction, id);
    await recordAudit(transaction, {
      actor,
      action: 'updated',
      recordType: 'video',
      recordId: id,
      recordLabel: after.title,
      changes: fieldChanges(before, after, VIDEO_AUDIT),
    });
    return after;
  });
}
