import type { PropertyInput } from '../../../gql/graphql';
import { digitsOf, maskZipCode } from '../../../forms/masks';
import { numberOrNull, readCount, readMeasure } from '../../../forms/numberInput';
import { centsToReais } from '../../../public/lib/priceInput';
import { isLand, type PropertyFormValues } from './propertyFormValues';

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

function phoneDigits(value: string | undefined): string | null {
  const digits = digitsOf(value ?? '');
  return digits === '' ? null : digits;
}

/**
 * The form as the GraphQL input. Every field is sent — an empty one as null, which clears it on an
 * update — except the responsible broker's user, which the form does not edit and so keeps. Land sends
 * its own fields and no rooms; any other type sends rooms and no land fields.
 */
export function toPropertyInput(values: PropertyFormValues): PropertyInput {
  const land = isLand(values);
  return {
    title: text(values.title),
    operation: values.operation ?? null,
    type: values.type ?? null,
    status: values.status ?? null,
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
    readyToBuild: land ? values.readyToBuild === true : false,
    zipCode: text(values.zipCode) === null ? null : maskZipCode(values.zipCode ?? ''),
    street: text(values.street),
    number: text(values.number),
    complement: text(values.complement),
    neighborhood: text(values.neighborhood),
    city: text(values.city),
    state: text(values.state)?.toUpperCase() ?? null,
    features: [...new Set(values.features ?? [])],
    isActive: values.isActive === true,
    isReserved: values.isReserved === true,
    isLaunch: values.isLaunch === true,
    responsibleBroker: text(values.responsibleBroker),
    responsibleBrokerPhone: phoneDigits(values.responsibleBrokerPhone),
    clientId: text(values.clientId),
    contactName: text(values.contactName),
    contactPhone: phoneDigits(values.contactPhone),
    contactEmail: text(values.contactEmail),
  };
}
