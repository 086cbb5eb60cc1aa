import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { readImagesToDelete } from '../files/image-plan.js';
import { checkPhotoFormats, type ReceivedPhoto } from '../files/photos.js';
import { FORM_ERRORS_MESSAGE, photoFieldName, type ReceivedForm } from '../http/uploads.js';
import { BROKER_ROLES } from './broker-json.js';
import { ChangeCollector, type FormMode } from '../http/changes.js';
import { PASSWORD_REQUIRED_MESSAGE, readCreci, readEmail, readName, readNewPassword, readRequiredPhone } from '../http/person-fields.js';

const ONE_PHOTO_MESSAGE = 'Envie apenas uma foto.';
const PHOTO_FIELD_MESSAGE = 'Envie a foto no campo mainImage.';
const UNKNOWN_LEADER_MESSAGE = 'Selecione um corretor líder válido.';

function notOwnedPhotoMessage(names: readonly string[]): string {
  return names.length === 1
    ? `A imagem ${names[0] ?? ''} não pertence a este corretor.`
    : `As imagens ${names.join(', ')} não pertencem a este corretor.`;
}

/** The columns the broker form sets. */
interface BrokerColumns {
  name: string;
  email: string;
  phone: string;
  creci: string;
  leadbroker_id: number | null;
  is_active: 0 | 1;
  is_plantao: 0 | 1;
  role: UserRole;
}

export interface BrokerForm {
  changes: Partial<BrokerColumns>;
  /** Only on create. */
  password: string | undefined;
  /** The new photo, if one was sent. */
  photo: ReceivedPhoto | undefined;
  /** Whether `imagesToDelete` names the current photo. */
  removesPhoto: boolean;
}

/** `x.jpg`, `/images/x.jpg` or an address ending in `/images/x.jpg` all name the stored photo `x.jpg`. */
function photoNameOf(name: string): string {
  return name.replace(/^.*\/images\//, '').replace(/\?.*$/, '');
}

/** The one photo of the form, under `mainImage`; any other file is refused. */
function readPhoto(form: FormReader, files: ReceivedForm['files']): ReceivedPhoto | undefined {
  const photos: ReceivedPhoto[] = [];
  for (const file of files) {
    const field = photoFieldName(file.fieldname);
    if (field === 'mainImage') photos.push({ field, path: file.path });
    else form.fail(field, PHOTO_FIELD_MESSAGE);
  }
  if (photos.length > 1) form.fail('mainImage', ONE_PHOTO_MESSAGE);
  return photos[0];
}

/** The leader must be someone with role leadbroker, and not the broker themselves. */
async function checkLeader(
  db: Kysely<Database>,
  form: FormReader,
  leaderId: number | null | undefined,
  brokerId: number | undefined,
): Promise<void> {
  if (leaderId === null || leaderId === undefined) return;
  const leader = await db.selectFrom('users').select('id').where('id', '=', leaderId).where('role', '=', 'leadbroker').executeTakeFirst();
  if (leader === undefined || leaderId === brokerId) form.fail('leadbroker_id', UNKNOWN_LEADER_MESSAGE);
}

/**
 * Reads the broker form (multipart): name, email, creci and phone required; leadbroker_id a leader;
 * is_active (1 by default) and is_plantao (0 by default) as 1/0; on create the password and `role` (a
 * broker role, broker by default — on update the role changes only through the users form); the photo
 * `mainImage` and `imagesToDelete`. 422 'Por favor, corrija os erros destacados.' with every field's text.
 */
export async function readBrokerForm(
  db: Kysely<Database>,
  received: ReceivedForm,
  mode: FormMode,
  current: { id: number; image: string | null } | undefined,
): Promise<BrokerForm> {
  const { body, files } = received;
  const form = new FormReader(body);
  const fields = new ChangeCollector<BrokerColumns>(body, mode);
  fields.take('name', 'name', () => readName(form), '');
  fields.take('email', 'email', () => readEmail(form), '');
  fields.take('creci', 'creci', () => readCreci(form, { required: true }), '');
  fields.take('phone', 'phone', () => readRequiredPhone(form), '');
  fields.take('leadbroker_id', 'leadbroker_id', () => form.id('leadbroker_id'), null);
  fields.take('is_active', 'is_active', () => form.flag('is_active'), 1);
  fields.take('is_plantao', 'is_plantao', () => form.flag('is_plantao'), 0);
  if (mode === 'create') fields.take('role', 'role', () => form.oneOf('role', BROKER_ROLES), 'broker');
  const password = mode === 'create' ? readNewPassword(form, body, PASSWORD_REQUIRED_MESSAGE) : undefined;
  await checkLeader(db, form, fields.changes.leadbroker_id, current?.id);

  const photo = readPhoto(form, files);
  await checkPhotoFormats(photo === undefined ? [] : [photo], form);
  const toDelete = readImagesToDelete(form, body).map(photoNameOf);
  const notOwned = toDelete.filter((name) => name !== current?.image);
  if (notOwned.length > 0) form.fail('imagesToDelete', notOwnedPhotoMessage(notOwned));
  if (form.hasErrors) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  return { changes: fields.changes, password, photo, removesPhoto: toDelete.length > 0 };
}
