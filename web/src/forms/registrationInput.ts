import type { PropertyRegistrationInput } from '../gql/graphql';
import { centsToReais } from '../public/lib/priceInput';
import { maskPhone, maskZipCode } from './masks';
import { numberOrNull, readCount, readMeasure } from './numberInput';
import { isLand, type RegistrationValues } from './registrationValues';

function text(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Multi-line text with its line breaks kept and blank edges dropped. */
function multiline(value: string | undefined): string | null {
  const trimmed = value?.replace(/\r\n?/g, '\n').trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function reais(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : centsToReais(cents);
}

function count(value: string | undefined): number | null {
  return numberOrNull(readCount(value));
}

function measure(value: string | undefined): number | null {
  return numberOrNull(readMeasure(value));
}

/**
 * The registration as the GraphQL input: money in reais, numbers read pt-BR style, masks applied, blank
 * fields null. Land sends its own fields and no rooms; any other type sends rooms and no land fields.
 */
export function toRegistrationInput(values: RegistrationValues): PropertyRegistrationInput {
  const land = isLand(values);
  return {
    operation: values.operation ?? null,
    type: values.type ?? null,
    title: text(values.title),
    description: multiline(values.description),
    highlights: multiline(values.highlights),
    referencePoint: text(values.referencePoint),
    price: reais(values.price),
    iptuValue: reais(values.iptuValue),
    iptuPeriodicity: values.iptuPeriodicity ?? null,
    bedrooms: land ? null : count(values.bedrooms),
    suites: land ? null : count(values.suites),
    bathrooms: land ? null : count(values.bathrooms),
    garage: land ? null : count(values.garage),
    area: measure(values.area),
    totalArea: measure(values.totalArea),
    usableArea: measure(values.usableArea),
    builtArea: measure(values.builtArea),
    lotArea: measure(values.lotArea),
    lotFront: measure(values.lotFront),
    lotBack: measure(values.lotBack),
    subdivisionName: land ? text(values.subdivisionName) : null,
    deliveryDate: land ? text(values.deliveryDate) : null,
    readyToBuild: land ? values.readyToBuild === true : null,
    zipCode: text(values.zipCode) === null ? null : maskZipCode(values.zipCode ?? ''),
    street: text(values.street),
    number: text(values.number),
    complement: text(values.complement),
    neighborhood: text(values.neighborhood),
    city: text(values.city),
    state: text(values.state)?.toUpperCase() ?? null,
    features: [...new Set(values.features ?? [])],
    contactName: text(values.contactName),
    contactPhone: text(values.contactPhone) === null ? null : maskPhone(values.contactPhone ?? ''),
    contactEmail: text(values.contactEmail),
    termsAccepted: values.termsAccepted === true,
  };
}
