import { brokerMessages } from '../../forms/peopleMessages';

/** Upload limit per image: 15 MB (spec §9). */
export const maxPhotoBytes = 15 * 1024 * 1024;
const acceptedPhotoTypes = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const photoAccept = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** Why a chosen file cannot be the broker's photo, or null when it can. */
export function photoProblem(file: { type: string; size: number; name: string }): string | null {
  const byType = (acceptedPhotoTypes as readonly string[]).includes(file.type);
  const byName = /\.(png|jpe?g)$/i.test(file.name);
  if (!byType && !(file.type === '' && byName)) return brokerMessages.form.photoWrongType;
  return file.size > maxPhotoBytes ? brokerMessages.form.photoTooLarge : null;
}
