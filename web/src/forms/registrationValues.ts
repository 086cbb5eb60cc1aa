import type { Feature, IptuPeriodicity, PropertyType } from '../gql/graphql';
import type { ChosenPhoto } from './photos';
import { landOnlyFields, type PropertyDetailsValues } from './propertyFields';

/** The operations an owner may choose: a launch is the agency's own call. */
export type OwnerOperation = 'SALE' | 'RENT' | 'BOTH';
export const ownerOperations: readonly OwnerOperation[] = ['SALE', 'RENT', 'BOTH'];

export const propertyTypes: readonly PropertyType[] = ['HOUSE', 'APARTMENT', 'LAND', 'RURAL', 'COMMERCIAL'];
export const iptuPeriodicities: readonly IptuPeriodicity[] = ['MONTHLY', 'ANNUALLY', 'SINGLE_PAYMENT'];

/** The features offered as checkboxes, in the order of the form's key set (spec §3). */
export const registrationFeatures: readonly Feature[] = [
  'PET_FRIENDLY',
  'CLOSETS',
  'CALM_LOCATION',
  'COLD_FLOOR',
  'BACKYARD',
  'FAN',
  'SERVICE_AREA',
  'KITCHEN',
  'NEAR_SCHOOL',
  'NEAR_PHARMACY',
  'POOL',
  'GRILL',
  'FOOTBALL_COURT',
  'VOLLEYBALL_COURT',
  'TENNIS_COURT',
  'SPORTS_COURT',
];

/** The owner registration form as typed: the property's fields, its photos, the owner's contact and the terms. */
export interface RegistrationValues extends PropertyDetailsValues<OwnerOperation> {
  mainImage?: ChosenPhoto[];
  otherImages?: ChosenPhoto[];
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
  termsAccepted?: boolean;
}

export type RegistrationField = keyof RegistrationValues;

export { isLand, measureFields, roomFields } from './propertyFields';

/** Required by spec §5, each answered with 'Campo obrigatório.'. */
export const requiredFields = [
  'operation',
  'type',
  'title',
  'description',
  'price',
  'street',
  'number',
  'neighborhood',
  'city',
  'state',
  'contactName',
  'contactPhone',
  'contactEmail',
] as const satisfies readonly RegistrationField[];

/** Every field of the form, so that the server's field messages can be matched to them. */
const fieldPresence: Record<RegistrationField, true> = {
  operation: true,
  type: true,
  title: true,
  description: true,
  highlights: true,
  referencePoint: true,
  price: true,
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
  features: true,
  mainImage: true,
  otherImages: true,
  contactName: true,
  contactPhone: true,
  contactEmail: true,
  termsAccepted: true,
};
export const registrationFields = Object.keys(fieldPresence) as RegistrationField[];

/** The fields to empty when the type changes: the land-only ones when it changes from land to another. */
export function fieldsClearedByTypeChange(
  previous: PropertyType | undefined,
  next: PropertyType | undefined,
): readonly RegistrationField[] {
  return previous === 'LAND' && next !== 'LAND' ? landOnlyFields : [];
}

export const initialRegistrationValues: RegistrationValues = {
  features: [],
  mainImage: [],
  otherImages: [],
  readyToBuild: false,
  termsAccepted: false,
};
