import type { AddressPrivacy, Operation, PortalLevel, PropertyStatus, StaffPropertyQuery } from '../../../gql/graphql';
import type { PropertyDetailsValues } from '../../../forms/propertyFields';
import type { ChosenPhoto } from '../../../forms/photos';
import { codePreview } from './propertyCode';

/** The property as the staff form loads it. */
export type LoadedProperty = NonNullable<StaffPropertyQuery['staffProperty']>;
export type ExistingImage = LoadedProperty['property']['images'][number];

export const staffOperations: readonly Operation[] = ['SALE', 'RENT', 'BOTH', 'LAUNCH'];

/**
 * The staff property form as typed: the property's fields (as in the owner registration), its status,
 * flags, people and photos. Field names are those of `PropertyInput` and of the photo arguments.
 */
export interface PropertyFormValues extends PropertyDetailsValues<Operation> {
  /** The code as typed; a new property's starts as the preview of the generated one. */
  code?: string;
  status?: PropertyStatus;
  /** Monthly rent in cents, only for a property offered for both sale and rent (price is then the sale price). */
  rentalPrice?: number | null;
  /** Marked for the portals ('Publicar nos portais?'). */
  portalPublish?: boolean;
  portalLevel?: PortalLevel;
  /** How much of the address is public ('Endereço público'). */
  addressPrivacy?: AddressPrivacy;
  isActive?: boolean;
  isReserved?: boolean;
  isLaunch?: boolean;
  responsibleBroker?: string;
  responsibleBrokerPhone?: string;
  clientId?: string;
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
  /** Why the property was rejected, as its owner reads it: shown, never sent (the status dialog writes it). */
  statusReason?: string;
  /** A new main photo, replacing the current first one. */
  mainImage?: ChosenPhoto[];
  /** New photos added after the kept ones. */
  otherImages?: ChosenPhoto[];
  /** File names of current photos to remove on save. */
  imagesToDelete?: string[];
}

export type PropertyFormField = keyof PropertyFormValues;

export { isLand, landOnlyFields, measureFields, roomFields } from '../../../forms/propertyFields';

/** The fields of the Fotos tab; every other field is on Detalhes. */
const photoFields = ['mainImage', 'otherImages', 'imagesToDelete'] as const satisfies readonly PropertyFormField[];

const fieldPresence: Record<PropertyFormField, true> = {
  code: true,
  title: true,
  operation: true,
  type: true,
  status: true,
  description: true,
  highlights: true,
  referencePoint: true,
  price: true,
  rentalPrice: true,
  iptuValue: true,
  iptuPeriodicity: true,
  bedrooms: true,
  suites: true,
  bathrooms: true,
  garage: true,
  area: true,
  totalArea: true,
  usableArea: true,
  builtArea: true,
  lotArea: true,
  lotFront: true,
  lotBack: true,
  subdivisionName: true,
  deliveryDate: true,
  readyToBuild: true,
  zipCode: true,
  street: true,
  number: true,
  complement: true,
  neighborhood: true,
  city: true,
  state: true,
  addressPrivacy: true,
  features: true,
  isActive: true,
  isReserved: true,
  isLaunch: true,
  portalPublish: true,
  portalLevel: true,
  responsibleBroker: true,
  responsibleBrokerPhone: true,
  clientId: true,
  contactName: true,
  contactPhone: true,
  contactEmail: true,
  statusReason: true,
  mainImage: true,
  otherImages: true,
  imagesToDelete: true,
};
/** Every field of the form, to match the server's field messages to them. */
export const propertyFormFields = Object.keys(fieldPresence) as PropertyFormField[];

export const portalLevels: readonly PortalLevel[] = ['STANDARD', 'PREMIUM', 'SUPER_PREMIUM'];
export const addressPrivacyChoices: readonly AddressPrivacy[] = ['FULL', 'STREET', 'NEIGHBORHOOD'];

/** The rent is asked only for a property offered for both sale and rent, and cleared when the operation changes from it. */
export function hasRentalPrice(values: { operation?: Operation | undefined }): boolean {
  return values.operation === 'BOTH';
}

export type PropertyFormTab = 'detalhes' | 'fotos';

/** The tab holding a field. */
export function tabOf(field: string): PropertyFormTab {
  return photoFields.some((photoField) => photoField === field) ? 'fotos' : 'detalhes';
}

/** A new property's form: the defaults, and the preview of its generated code. */
export function newPropertyFormValues(year = new Date().getFullYear()): PropertyFormValues {
  return { ...newPropertyValues, code: codePreview(undefined, year) };
}

export const newPropertyValues: PropertyFormValues = {
  status: 'IN_ANALYSIS',
  features: [],
  isActive: true,
  isReserved: false,
  isLaunch: false,
  portalPublish: false,
  portalLevel: 'STANDARD',
  addressPrivacy: 'STREET',
  readyToBuild: false,
  mainImage: [],
  otherImages: [],
  imagesToDelete: [],
};
