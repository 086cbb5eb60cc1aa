import type { Operation } from '../../gql/graphql';
import { messages } from '../../forms/messages';
import { formatCurrency } from '../../lib/format';

/**
 * The price lines of a property page: one for most properties; for one offered for both sale and rent whose
 * monthly rent is known, the sale price and the rent, each labelled.
 */
export function priceLines(price: number | null, operation: Operation, rentalPrice: number | null | undefined): string[] {
  if (operation !== 'BOTH' || rentalPrice === null || rentalPrice === undefined || price === null) return [priceText(price, operation)];
  return [messages.detail.salePrice(formatCurrency(price)), messages.detail.rentPrice(priceText(rentalPrice, 'RENT'))];
}

/** "R$ 2.500,00/mês" for rent, "R$ 850.000,00" otherwise; a missing price reads as on request. */
export function priceText(price: number | null, operation: Operation): string {
  if (price === null) return messages.card.priceOnRequest;
  const value = formatCurrency(price);
  return operation === 'RENT' ? `${value}${messages.card.perMonth}` : value;
}
