import type { Feature, IptuPeriodicity, Operation, PropertyStatus, PropertyType, StaffPropertyQuery } from '../../../gql/graphql';
import type { ChosenPhoto } from '../../../forms/photos';

/** The property as the staff form loads it. */
export type LoadedProperty = NonNullable<StaffPropertyQuery['staffProperty']>;
export type ExistingImage = LoadedProperty['property']['images'][number];

export const staffOperations: readonly Operation[] = ['SALE', 'RENT', 'BOTH', 'LAUNCH'];

/**
 * The staff property form as typed. Field names are those of `PropertyInput` (and of the photo
 * arguments), so that the server's field messages land on their fields. Numbers stay text until sent;
 * money is cents.
 */
export interface PropertyFormValues {
  title?: string;
  operation?: Operation;
  type?: PropertyType;
  status?: PropertyStatus;
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
  isActive?: boolean;
  isReserved?: boolean;
  isLaunch?: boolean;
  responsibleBroker?: string;
  responsibleBrokerPhone?: string;
  clientId?: string;
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
  /** A new main photo, replacing the current first one. */
  mainImage?: ChosenPhoto[];
  /** New photos added after the kept ones. */
  otherImages?: ChosenPhoto[];
  /** File names of current photos to remove on save. */
  imagesToDelete?: string[];
}

export type PropertyFormField = keyof PropertyFormValues;

export const roomFields = ['bedrooms', 'suites', 'bathrooms', 'garage'] as const satisfies readonly PropertyFormField[];
export const measureFields = ['area', 'totalArea', 'usableArea', 'builtArea', 'lotArea', 'lotFront', 'lotBack'] as const satisfies readonly PropertyFormField[];
export const landOnlyFields = ['subdivisionName', 'deliveryDate', 'readyToBuild'] as const satisfies readonly PropertyFormField[];

/** The fields of the Fotos tab; every other field is on Detalhes. */
export const photoFields = ['mainImage', 'otherImages', 'imagesToDelete'] as const satisfies readonly PropertyFormField[];

const fieldPresence: Record<PropertyFormField, true> = {
  title: true, operation: true, type: true, status: true, description: true, highlights: true, referencePoint: true,
  price: true, iptuValue: true, iptuPeriodicity: true,
  bedrooms: true, suites: true, bathrooms: true, garage: true,
  area: true, totalArea: true, usableArea: true, builtArea: true, lotArea: true, lotFront: true, lotBack: true,
  subdivisionName: true, deliveryDate: true, readyToBuild: true,
  zipCode: true, street: true, number: true, complement: true, neighborhood: true, city: true, state: true,
  features: true, isActive: true, isReserved: true, isLaunch: true,
  responsibleBroker: true, responsibleBrokerPhone: true, clientId: true,
  contactName: true, contactPhone: true, contactEmail: true,
  mainImage: true, otherImages: true, imagesToDelete: true,
};
/** Every field of the form, to match the server's field messages to them. */
export const propertyFormFields = Object.keys(fieldPresence) as PropertyFormField[];

export type PropertyFormTab = 'detalhes' | 'fotos';

/** The tab holding a field. */
export function tabOf(field: string): PropertyFormTab {
  return photoFields.some((photoField) => photoField === field) ? 'fotos' : 'detalhes';
}

export function isLand(values: Pick<PropertyFormValues, 'type'>): boolean {
  return values.type === 'LAND';
}

export const newPropertyValues: PropertyFormValues = {
  status: 'IN_ANALYSIS',
  features: [],
  isActive: true,
  isReserved: false,
  isLaunch: false,
  readyToBuild: false,
  mainImage: [],
  otherImages: [],
  imagesToDelete: [],
};
