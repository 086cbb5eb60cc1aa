import { isEmailAddress } from './email';
import { digitsOf } from './masks';
import { registerMessages } from './registerMessages';
import { readCount, readMeasure, type TypedNumber } from './numberInput';
import { minPhotos } from './photos';
import { isLand, measureFields, requiredFields, roomFields, type RegistrationField, type RegistrationValues } from './registrationValues';

export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

const errors = registerMessages.errors;

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && value.trim() === '';
}

function numberProblem(typed: TypedNumber, invalidMessage: string): string | null {
  if (typed.kind === 'negative') return errors.negative;
  if (typed.kind === 'invalid') return invalidMessage;
  return null;
}

/**
 * Every rule of the owner registration (spec §5) that can be checked before sending, as the message for
 * each field at fault. Photo type and size are checked when the files are picked.
 */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const found: RegistrationErrors = {};
  const fail = (field: RegistrationField, message: string) => {
    found[field] ??= message;
  };

  for (const field of requiredFields) {
    if (isBlank(values[field])) fail(field, errors.required);
  }
  if (!isBlank(values.contactEmail) && !isEmailAddress(values.contactEmail ?? '')) fail('contactEmail', errors.email);
  const phoneDigits = digitsOf(values.contactPhone ?? '').length;
  if (!isBlank(values.contactPhone) && phoneDigits !== 10 && phoneDigits !== 11) fail('contactPhone', errors.phone);
  if (!isBlank(values.zipCode) && digitsOf(values.zipCode ?? '').length !== 8) fail('zipCode', errors.zipCode);
  if (!isBlank(values.state) && !/^[A-Za-z]{2}$/.test((values.state ?? '').trim())) fail('state', errors.state);
  if ((values.price ?? 0) < 0) fail('price', errors.negative);
  if ((values.iptuValue ?? 0) < 0) fail('iptuValue', errors.negative);

  if (!isLand(values)) {
    for (const field of roomFields) {
      const problem = numberProblem(readCount(values[field]), errors.integer);
      if (problem) fail(field, problem);
    }
  }
  for (const field of measureFields) {
    const problem = numberProblem(readMeasure(values[field]), errors.decimal);
    if (problem) fail(field, problem);
  }

  const mainCount = values.mainImage?.length ?? 0;
  const otherCount = values.otherImages?.length ?? 0;
  if (mainCount === 0) fail('mainImage', errors.mainImage);
  if (mainCount + otherCount < minPhotos) fail('otherImages', errors.minPhotos);

  if (values.termsAccepted !== true) fail('termsAccepted', errors.terms);
  return found;
}
