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

/** A chat link (https://wa.me/…) with the message prefilled. */
export function chatLinkWithText(chatUrl: string, text: string): string {
  const [withoutHash = chatUrl] = chatUrl.split('#');
  const separator = withoutHash.includes('?') ? '&' : '?';
  return `${withoutHash}${separator}text=${encodeURIComponent(text)}`;
}
