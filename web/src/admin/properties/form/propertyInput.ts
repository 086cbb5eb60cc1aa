import type { PropertyInput } from '../../../gql/graphql';
import { digitsOf } from '../../../forms/masks';
import { centsToReais } from '../../../forms/priceInput';
import { textOrNull, toPropertyDetailsInput } from '../../../forms/propertyFields';
import { isCodePreview } from './propertyCode';
import { hasRentalPrice, type PropertyFormValues } from './propertyFormValues';

function rentInReais(values: PropertyFormValues): number | null {
  const cents = values.rentalPrice;
  return hasRentalPrice(values) && cents !== null && cents !== undefined ? centsToReais(cents) : null;
}

function phoneDigits(value: string | undefined): string | null {
  const digits = digitsOf(value ?? '');
  return digits === '' ? null : digits;
}

/**
 * The form as the GraphQL input. Every field is sent — an empty one as null, which clears it on an
 * update — except the responsible broker's user, which the form does not edit and so keeps. The rent goes
 * only with the operation BOTH (null otherwise, clearing it); the portal level goes as chosen even when the
 * property is not published, so that it is kept for when it is. A new
 * property's code still at its preview goes as null: the API generates it once the number is known.
 */
export function toPropertyInput(values: PropertyFormValues): PropertyInput {
  return {
    ...toPropertyDetailsInput(values, false),
    code: isCodePreview(values.code) ? null : textOrNull(values.code),
    status: values.status ?? null,
    rentalPrice: rentInReais(values),
    portalPublish: values.portalPublish === true,
    portalLevel: values.portalLevel ?? 'STANDARD',
    addressPrivacy: values.addressPrivacy ?? 'STREET',
    isActive: values.isActive === true,
    isReserved: values.isReserved === true,
    isLaunch: values.isLaunch === true,
    responsibleBroker: textOrNull(values.responsibleBroker),
    responsibleBrokerPhone: phoneDigits(values.responsibleBrokerPhone),
    clientId: textOrNull(values.clientId),
    contactName: textOrNull(values.contactName),
    contactPhone: phoneDigits(values.contactPhone),
    contactEmail: textOrNull(values.contactEmail),
  };
}
