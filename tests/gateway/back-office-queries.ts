/** GraphQL documents and answer shapes of the back-office suites. */
import { OUTCOME_FIELDS, type OutcomeData } from './support.js';

const STAFF_PROPERTY_FIELDS = /* GraphQL */ `
  brokerId
  clientId
  contactName
  contactPhone
  contactEmail
  statusReason
  createdAt
  updatedAt
  property {
    id
    code
    title
    operation
    type
    status
    isActive
    isReserved
    isLaunch
    features
    address { street number complement neighborhood city state zipCode }
    images { fileName url }
  }
`;

const RESULT_FIELDS = /* GraphQL */ `
  ${OUTCOME_FIELDS}
  property { ${STAFF_PROPERTY_FIELDS} }
`;

export const STAFF_PROPERTY = /* GraphQL */ `
  query StaffProperty($id: ID!) { staffProperty(id: $id) { ${STAFF_PROPERTY_FIELDS} } }
`;

export const CREATE_PROPERTY = /* GraphQL */ `
  mutation Create($input: PropertyInput!, $mainImage: Upload, $otherImages: [Upload!]) {
    createProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) { ${RESULT_FIELDS} }
  }
`;

export const UPDATE_PROPERTY = /* GraphQL */ `
  mutation Update($id: ID!, $input: PropertyInput!, $mainImage: Upload, $otherImages: [Upload!], $imagesToDelete: [String!]) {
    updateProperty(id: $id, input: $input, mainImage: $mainImage, otherImages: $otherImages, imagesToDelete: $imagesToDelete) { ${RESULT_FIELDS} }
  }
`;

export const DELETE_PROPERTY = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteProperty(id: $id) { ${OUTCOME_FIELDS} }
  }
`;

export const CHANGE_STATUS = /* GraphQL */ `
  mutation ChangeStatus($id: ID!, $status: PropertyStatus!, $notifyClient: Boolean, $reason: String) {
    changePropertyStatus(id: $id, status: $status, notifyClient: $notifyClient, reason: $reason) { ${RESULT_FIELDS} }
  }
`;

export interface StaffPropertyData {
  brokerId: string | null;
  clientId: string | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  property: {
    id: string;
    code: string;
    title: string;
    operation: string;
    type: string;
    status: string;
    isActive: boolean;
    isReserved: boolean;
    isLaunch: boolean;
    features: string[];
    address: Record<string, string | null>;
    images: { fileName: string; url: string }[];
  };
}

export type StaffPropertyResultData = OutcomeData & { property: StaffPropertyData | null };

export type DeleteData = OutcomeData;

/** A staff property that passes every rule, told apart by its title. */
export function validStaffInput(title: string): Record<string, unknown> {
  return {
    title,
    operation: 'SALE',
    type: 'HOUSE',
    status: 'IN_ANALYSIS',
    description: 'Sobrado com três dormitórios e edícula.',
    price: 890000,
    iptuValue: 3100,
    iptuPeriodicity: 'ANNUALLY',
    bedrooms: 3,
    bathrooms: 3,
    suites: 1,
    garage: 2,
    area: 210,
    zipCode: '13023-000',
    street: 'Rua Guilherme da Silva',
    number: '455',
    complement: 'Fundos',
    neighborhood: 'Vila Itapura',
    city: 'Campinas',
    state: 'SP',
    features: ['POOL', 'NEAR_SCHOOL'],
    isActive: true,
    isReserved: true,
    isLaunch: false,
  };
}
