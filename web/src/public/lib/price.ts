import type { Operation } from '../../gql/graphql';
import { messages } from '../../forms/messages';
import { formatCurrency } from '../../lib/format';

/** "R$ 2.500,00/mês" for rent, "R$ 850.000,00" otherwise; a missing price reads as on request. */
export function priceText(price: number | null, operation: Operation): string {
  if (price === null) return messages.card.priceOnRequest;
  const value = formatCurrency(price);
  return operation === 'RENT' ? `${value}${messages.card.perMonth}` : value;
}
