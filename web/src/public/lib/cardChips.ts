import { messages } from '../../forms/messages';
import { formatSquareMetres } from '../../lib/format';

export interface CardAttributes {
  bedrooms: number;
  suites: number;
  bathrooms: number;
  garage: number;
  area: number | null;
}

/** Attribute chips of a property card: only values above 0 are shown. */
export function cardChips(property: CardAttributes): string[] {
  const chips: string[] = [];
  if (property.bedrooms > 0) chips.push(messages.card.bedrooms(property.bedrooms));
  if (property.suites > 0) chips.push(messages.card.suites(property.suites));
  if (property.bathrooms > 0) chips.push(messages.card.bathrooms(property.bathrooms));
  if (property.garage > 0) chips.push(messages.card.garage(property.garage));
  if (property.area !== null && property.area > 0) chips.push(formatSquareMetres(property.area));
  return chips;
}
