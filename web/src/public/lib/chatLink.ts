import { messages } from '../../forms/messages';

export interface PropertyChatSubject {
  code: string;
  address: { neighborhood: string | null; city: string | null; state: string | null };
}

/** "Cambuí, Campinas - SP", leaving out whatever is missing. */
export function locationText(address: PropertyChatSubject['address']): string {
  const city = address.city?.trim() ?? '';
  const state = address.state?.trim() ?? '';
  const neighborhood = address.neighborhood?.trim() ?? '';
  const cityPart = city ? messages.address.cityLine(city, state || null) : state;
  return [neighborhood, cityPart].filter((part) => part !== '').join(', ');
}

/** The message a visitor sends to the agency about a property: code, neighbourhood, city and state. */
export function propertyChatText(property: PropertyChatSubject): string {
  return messages.detail.chatText(property.code, locationText(property.address));
}

/**
 * The site's address of a property's chat: the gateway records the click as a lead, then sends the visitor on to
 * the agency's WhatsApp with this message prefilled. `page` is the path the click comes from.
 */
export function propertyChatPath(code: string, text: string, page: string): string {
  const query = new URLSearchParams({ texto: text, pagina: page });
  return `/contato/whatsapp/imovel/${encodeURIComponent(code)}?${query.toString()}`;
}

/** The site's address of a consultant's chat, recorded as a lead on the way to the consultant's WhatsApp. */
export function consultantChatPath(consultantId: string, page: string): string {
  return `/contato/whatsapp/corretor/${encodeURIComponent(consultantId)}?${new URLSearchParams({ pagina: page }).toString()}`;
}
