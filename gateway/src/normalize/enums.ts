import type {
  AddressPrivacy,
  IptuPeriodicity,
  Operation,
  PortalLevel,
  PropertyStatus,
  PropertyType,
  Role,
  VideoType,
} from '../generated/resolvers.js';
import { toBool } from './scalars.js';

function lowerText(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

const OPERATIONS: Readonly<Record<string, Operation>> = {
  rent: 'RENT',
  sale: 'SALE',
  launch: 'LAUNCH',
  both: 'BOTH',
};

/** rent/sale/launch/both → enum; when missing, read from the for_rent/for_sale flags. */
export function toOperation(operation: unknown, forRent?: unknown, forSale?: unknown): Operation | null {
  const known = OPERATIONS[lowerText(operation)];
  if (known) return known;
  const rent = toBool(forRent) === true;
  const sale = toBool(forSale) === true;
  if (rent && sale) return 'BOTH';
  if (rent) return 'RENT';
  if (sale) return 'SALE';
  return null;
}

/**
 * What an operation offers. Rent, sale and both say it themselves; a launch is sold unless the API's
 * own for_rent/for_sale flags say otherwise.
 */
export function offerOf(operation: Operation, forRent?: unknown, forSale?: unknown): { forRent: boolean; forSale: boolean } {
  switch (operation) {
    case 'RENT':
      return { forRent: true, forSale: false };
    case 'SALE':
      return { forRent: false, forSale: true };
    case 'BOTH':
      return { forRent: true, forSale: true };
    case 'LAUNCH':
      return { forRent: toBool(forRent) ?? false, forSale: toBool(forSale) ?? true };
  }
}

const PROPERTY_TYPES: Readonly<Record<string, PropertyType>> = {
  house: 'HOUSE',
  apartment: 'APARTMENT',
  land: 'LAND',
  rural: 'RURAL',
  commercial: 'COMMERCIAL',
};

export function toPropertyType(value: unknown): PropertyType | null {
  return PROPERTY_TYPES[lowerText(value)] ?? null;
}

const PERIODICITIES: Readonly<Record<string, IptuPeriodicity>> = {
  monthly: 'MONTHLY',
  annually: 'ANNUALLY',
  single_payment: 'SINGLE_PAYMENT',
};

export function toIptuPeriodicity(value: unknown): IptuPeriodicity | null {
  return PERIODICITIES[lowerText(value)] ?? null;
}

const STATUSES: Readonly<Record<string, PropertyStatus>> = {
  in_analysis: 'IN_ANALYSIS',
  approved: 'APPROVED',
  rejected: 'REJECTED',
};

/** Status; a missing or unknown one reads as in_analysis, the state every new property starts in. */
export function toPropertyStatus(value: unknown): PropertyStatus {
  return STATUSES[lowerText(value)] ?? 'IN_ANALYSIS';
}

const VIDEO_TYPES: Readonly<Record<string, VideoType>> = {
  internal: 'INTERNAL',
  external: 'EXTERNAL',
};

export function toVideoType(value: unknown): VideoType | null {
  return VIDEO_TYPES[lowerText(value)] ?? null;
}

const ROLES: Readonly<Record<string, Role>> = {
  broker: 'BROKER',
  leadbroker: 'LEADBROKER',
  adminbroker: 'ADMINBROKER',
  administrative: 'ADMINISTRATIVE',
  client: 'CLIENT',
  admin: 'ADMIN',
};

/** broker, leadbroker, adminbroker, administrative, client, admin → enum; anything else → null. */
export function toRole(value: unknown): Role | null {
  return ROLES[lowerText(value)] ?? null;
}

const PORTAL_LEVELS: Readonly<Record<string, PortalLevel>> = {
  standard: 'STANDARD',
  premium: 'PREMIUM',
  super_premium: 'SUPER_PREMIUM',
};

/** standard/premium/super_premium → enum; anything else is the standard level. */
export function toPortalLevel(value: unknown): PortalLevel {
  return PORTAL_LEVELS[lowerText(value)] ?? 'STANDARD';
}

const ADDRESS_PRIVACY: Readonly<Record<string, AddressPrivacy>> = {
  full: 'FULL',
  street: 'STREET',
  neighborhood: 'NEIGHBORHOOD',
};

/** full/street/neighborhood → enum; anything else is the API's default, the street. */
export function toAddressPrivacy(value: unknown): AddressPrivacy {
  return ADDRESS_PRIVACY[lowerText(value)] ?? 'STREET';
}
