import type { PropertyInput } from '../../../gql/graphql';
import { digitsOf } from '../../../forms/masks';
import { textOrNull, toPropertyDetailsInput } from '../../../forms/propertyFields';
import { isCodePreview } from './propertyCode';
import type { PropertyFormValues } from './propertyFormValues';

function phoneDigits(value: string | undefined): string | null {
  const digits = digitsOf(value ?? '');
  return digits === '' ? null : digits;
}

/**
 * The form as the GraphQL input. Every field is sent — an empty one as null, which clears it on an
 * update — except the responsible broker's user, which the form does not edit and so keeps. A new
 * property's code still at its preview goes as null: the API generates it once the number is known.
 */
export function toPropertyInput(values: PropertyFormValues): PropertyInput {
  return {
    ...toPropertyDetailsInput(values, false),
    code: isCodePreview(values.code) ? null : textOrNull(values.code),
    status: values.status ?? null,
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
