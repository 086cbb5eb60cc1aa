import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { isEmailAddress } from '../../../forms/email';
import { fieldMessages } from '../../../forms/fieldMessages';
import { digitsOf } from '../../../forms/masks';
import { readCount, readMeasure, type TypedNumber } from '../../../forms/numberInput';
import { isCodePreview, isCodeWellFormed } from './propertyCode';
import { isLand, measureFields, roomFields, type PropertyFormField, type PropertyFormValues } from './propertyFormValues';

export type PropertyFormErrors = Partial<Record<PropertyFormField, string>>;

const errors = adminPropertyMessages.form.errors;

function isBlank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

function numberProblem(typed: TypedNumber, invalidMessage: string): string | null {
  if (typed.kind === 'negative') return fieldMessages.negative;
  if (typed.kind === 'invalid') return invalidMessage;
  return null;
}

function isPhone(text: string): boolean {
  const digits = digitsOf(text).length;
  return digits === 10 || digits === 11;
}

/**
 * The staff property rules (spec §5) with their messages, plus the formats the API checks (numbers,
 * CEP, UF, phones, e-mail), as the message of each field at fault. Photos are checked when picked.
 */
export function validatePropertyForm(values: PropertyFormValues): PropertyFormErrors {
  const found: PropertyFormErrors = {};
  const fail = (field: PropertyFormField, message: string) => {
    found[field] ??= message;
  };

  if (isBlank(values.code)) fail('code', errors.code);
  else if (!isCodePreview(values.code) && !isCodeWellFormed((values.code ?? '').trim())) fail('code', errors.codeFormat);
  if (isBlank(values.title)) fail('title', errors.title);
  if (!values.operation) fail('operation', errors.operation);
  if (!values.status) fail('status', errors.status);
  if (!values.type) fail('type', errors.type);
  if (values.price === null || values.price === undefined || values.price < 0) fail('price', errors.price);
  if ((values.rentalPrice ?? 0) < 0) fail('rentalPrice', errors.rentalPrice);
  if ((values.iptuValue ?? 0) < 0) fail('iptuValue', errors.iptuValue);
  if (isBlank(values.city)) fail('city', errors.city);

  if (!isLand(values)) {
    for (const field of roomFields) {
      const problem = numberProblem(readCount(values[field]), fieldMessages.integer);
      if (problem) fail(field, problem);
    }
  }
  for (const field of measureFields) {
    const problem = numberProblem(readMeasure(values[field]), fieldMessages.decimal);
    if (problem) fail(field, problem);
  }

  if (!isBlank(values.zipCode) && digitsOf(values.zipCode ?? '').length !== 8) fail('zipCode', fieldMessages.zipCode);
  if (!isBlank(values.state) && !/^[A-Za-z]{2}$/.test((values.state ?? '').trim())) fail('state', fieldMessages.state);
  if (!isBlank(values.responsibleBrokerPhone) && !isPhone(values.responsibleBrokerPhone ?? ''))
    fail('responsibleBrokerPhone', fieldMessages.phone);
  if (!isBlank(values.contactPhone) && !isPhone(values.contactPhone ?? '')) fail('contactPhone', fieldMessages.phone);
  if (!isBlank(values.contactEmail) && !isEmailAddress(values.contactEmail ?? '')) fail('contactEmail', fieldMessages.email);
  return found;
}
