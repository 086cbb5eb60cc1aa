import type { Feature, IptuPeriodicity, PropertyType } from '../gql/graphql';
import { centsToReais } from './priceInput';
import { maskZipCode } from './masks';
import { numberOrNull, readCount, readMeasure } from './numberInput';

/**
 * The fields describing a property that the owner registration and the staff property form share, as
 * typed. Names are those of the GraphQL inputs, so that the server's field messages land on their fields.
 * Numbers stay text until sent; money is cents.
 */
export interface PropertyDetailsValues<O extends string = string> {
  operation?: O;
  type?: PropertyType;
  title?: string;
  description?: string;
  highlights?: string;
  referencePoint?: string;
  /** Cents, typed as BRL. */
  price?: number | null;
  /** Cents, typed as BRL. */
  iptuValue?: number | null;
  iptuPeriodicity?: IptuPeriodicity;
  bedrooms?: string;
  suites?: string;
  bathrooms?: string;
  garage?: string;
  area?: string;
  totalArea?: string;
  usableArea?: string;
  builtArea?: string;
  lotArea?: string;
  lotFront?: string;
  lotBack?: string;
  subdivisionName?: string;
  /** YYYY-MM-DD. */
  deliveryDate?: string;
  readyToBuild?: boolean;
  zipCode?: string;
  street?: string;
  number?: string;
  complement?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
  features?: Feature[];
}

type DetailsField = keyof PropertyDetailsValues;

/** Rooms: not asked for land. */
export const roomFields = ['bedrooms', 'suites', 'bathrooms', 'garage'] as const satisfies readonly DetailsField[];
/** Asked only for land, and cleared when the type changes from land to another. */
export const landOnlyFields = ['subdivisionName', 'deliveryDate', 'readyToBuild'] as const satisfies readonly DetailsField[];
export const measureFields = [
  'area',
  'totalArea',
  'usableArea',
  'builtArea',
  'lotArea',
  'lotFront',
  'lotBack',
] as const satisfies readonly DetailsField[];

export function isLand(values: { type?: PropertyType | undefined }): boolean {
  return values.type === 'LAND';
}

/** Trimmed text; blank is null. */
export function textOrNull(value: string | undefined): string | null {
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
 * The shared fields as GraphQL input: money in reais, numbers read pt-BR style, masks applied, blank
 * fields null. Land sends its own fields and no rooms; any other type sends rooms and no land fields, and
 * `readyToBuild` as `readyToBuildOffLand` (the staff input stores false, the owner input leaves it out).
 */
export function toPropertyDetailsInput<O extends string, R extends boolean | null>(
  values: PropertyDetailsValues<O>,
  readyToBuildOffLand: R,
) {
  const land = isLand(values);
  return {
    operation: values.operation ?? null,
    type: values.type ?? null,
    title: textOrNull(values.title),
    description: multiline(values.description),
    highlights: multiline(values.highlights),
    referencePoint: textOrNull(values.referencePoint),
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
    subdivisionName: land ? textOrNull(values.subdivisionName) : null,
    deliveryDate: land ? textOrNull(values.deliveryDate) : null,
    readyToBuild: land ? values.readyToBuild === true : readyToBuildOffLand,
    zipCode: textOrNull(values.zipCode) === null ? null : maskZipCode(values.zipCode ?? ''),
    street: textOrNull(values.street),
    number: textOrNull(values.number),
    complement: textOrNull(values.complement),
    neighborhood: textOrNull(values.neighborhood),
    city: textOrNull(values.city),
    state: textOrNull(values.state)?.toUpperCase() ?? null,
    features: [...new Set(values.features ?? [])],
  };
}
