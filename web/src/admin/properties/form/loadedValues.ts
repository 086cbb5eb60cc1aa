import { maskPhone, maskZipCode } from '../../../forms/masks';
import { reaisToCents } from '../../../forms/priceInput';
import { newPropertyValues, type LoadedProperty, type PropertyFormValues } from './propertyFormValues';

const measureText = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 2 });

function text(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value === '' ? undefined : value;
}

function measure(value: number | null | undefined): string | undefined {
  return value === null || value === undefined ? undefined : measureText.format(value);
}

function cents(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : reaisToCents(value);
}

/** The form's values for a loaded property: measures in pt-BR, money in cents, masks applied. */
export function valuesOfLoadedProperty({
  property,
  portalPublish,
  portalLevel,
  clientId,
  contactName,
  contactPhone,
  contactEmail,
  statusReason,
}: LoadedProperty): PropertyFormValues {
  const { address } = property;
  return {
    ...newPropertyValues,
    code: property.code,
    title: property.title,
    operation: property.operation,
    type: property.type,
    status: property.status,
    description: text(property.description),
    highlights: property.highlights.length > 0 ? property.highlights.join('\n') : undefined,
    referencePoint: text(property.referencePoint),
    price: cents(property.price),
    rentalPrice: property.operation === 'BOTH' ? cents(property.rentalPrice) : null,
    iptuValue: cents(property.iptuValue),
    iptuPeriodicity: property.iptuPeriodicity ?? undefined,
    bedrooms: String(property.bedrooms),
    suites: String(property.suites),
    bathrooms: String(property.bathrooms),
    garage: String(property.garage),
    area: measure(property.area),
    totalArea: measure(property.totalArea),
    usableArea: measure(property.usableArea),
    builtArea: measure(property.builtArea),
    lotArea: measure(property.lotArea),
    lotFront: measure(property.lotFront),
    lotBack: measure(property.lotBack),
    subdivisionName: text(property.subdivisionName),
    deliveryDate: text(property.deliveryDate?.slice(0, 10)),
    readyToBuild: property.readyToBuild === true,
    zipCode: address.zipCode ? maskZipCode(address.zipCode) : undefined,
    street: text(address.street),
    number: text(address.number),
    complement: text(address.complement),
    neighborhood: text(address.neighborhood),
    city: text(address.city),
    state: text(address.state),
    addressPrivacy: property.addressPrivacy,
    features: [...property.features],
    isActive: property.isActive,
    isReserved: property.isReserved,
    isLaunch: property.isLaunch,
    portalPublish,
    portalLevel,
    responsibleBroker: text(property.responsibleBroker),
    responsibleBrokerPhone: property.responsibleBrokerPhone ? maskPhone(property.responsibleBrokerPhone) : undefined,
    clientId: clientId ?? undefined,
    contactName: text(contactName),
    contactPhone: contactPhone ? maskPhone(contactPhone) : undefined,
    contactEmail: text(contactEmail),
    statusReason: text(statusReason),
  };
}
