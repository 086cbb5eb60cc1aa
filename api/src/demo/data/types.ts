import type { PermissionIdentifier } from '../../auth/permissions.js';
import type { AddressPrivacy, IptuPeriodicity, Operation, PortalLevel, PropertyStatus, PropertyType, UserRole } from '../../db/schema.js';

export interface DemoCompany {
  document: string;
  creci: string;
  name: string;
  phone: string;
  whatsapp: string;
  email: string;
  zipCode: string;
  address: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
}

export type BrokerKey =
  | 'ana'
  | 'bruno'
  | 'carla'
  | 'diego'
  | 'eduarda'
  | 'felipe'
  | 'gabriela'
  | 'henrique'
  | 'isabela'
  | 'juliana';

export interface DemoBroker {
  key: BrokerKey;
  name: string;
  email: string;
  role: UserRole;
  creci: string | null;
  phone: string;
  isActive: 0 | 1;
  isPlantao: 0 | 1;
  leader?: BrokerKey;
  /** Signs in to the back office with the demo password and these permissions. */
  login?: readonly PermissionIdentifier[];
}

export type ClientKey = 'helena' | 'marcos' | 'patricia';

export interface DemoClient {
  key: ClientKey;
  name: string;
  phone: string;
  email: string;
  isActive: 0 | 1;
}

interface DemoAddress {
  street: string;
  number: string;
  complement?: string;
  neighborhood: string;
  city: string;
  zipCode: string;
}

export interface DemoProperty {
  title: string;
  description: string;
  highlights?: string[];
  referencePoint?: string;
  operation: Operation;
  type: PropertyType;
  price: number;
  rooms?: { bedrooms: number; bathrooms: number; suites: number; garage: number };
  /** Square metres; `front` and `back` are the lot's front and back in metres. */
  areas: {
    area?: number;
    total?: number;
    usable?: number;
    built?: number;
    lot?: number;
    front?: number;
    back?: number;
  };
  iptu?: { value: number; periodicity: IptuPeriodicity };
  address: DemoAddress;
  /** How much of the address is public; the street when not given. */
  addressPrivacy?: AddressPrivacy;
  broker: BrokerKey;
  features: string[];
  /** How many photos to draw; 0 only for the one listing that is deliberately without photos (`PROPERTY_WITHOUT_PHOTOS`). */
  photos: number;
  status?: PropertyStatus;
  isActive?: 0 | 1;
  isReserved?: 0 | 1;
  isLaunch?: 0 | 1;
  land?: { subdivision: string | null; deliveryDate: string | null; readyToBuild: 0 | 1 };
  owner?: { name: string; phone: string; email: string };
  /** The agency's client who owns the listing (told by mail when its status is decided). */
  client?: ClientKey;
  /** Marked for the portals, at this level. */
  portal?: PortalLevel;
  /** Monthly rent of a listing offered for both sale and rent. */
  rentalPrice?: number;
}

export interface DemoVideo {
  title: string;
  description: string;
  youTubeId: string;
  type: 'internal' | 'external';
  isActive: 0 | 1;
}

/** Bedrooms, bathrooms, suites and garage spaces, in that order. */
export function rooms(bedrooms: number, bathrooms: number, suites: number, garage: number): DemoProperty['rooms'] {
  return { bedrooms, bathrooms, suites, garage };
}
