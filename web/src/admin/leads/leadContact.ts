import { leadMessages } from '../../forms/leadMessages';

/** Brazil's country code, which a number typed without it gets. */
const BRAZIL = '55';

/**
 * A Brazilian phone in international digits ('(19) 98123-4567' → '5519981234567'); null when it has too few digits to
 * be one (an area code and a number). A number already written with the country code keeps it.
 */
function internationalDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D+/g, '');
  if (digits.length < 10) return null;
  return digits.startsWith(BRAZIL) && digits.length >= 12 ? digits : `${BRAZIL}${digits}`;
}

/** The 'Ligar' address of a phone, `tel:+55…`; null without a number to call. */
export function callAddress(phone: string | null | undefined): string | null {
  const digits = internationalDigits(phone);
  return digits === null ? null : `tel:+${digits}`;
}

/** The 'WhatsApp' address of a phone with the message prefilled, `https://wa.me/55…?text=…`; null without a number. */
export function whatsappAddress(phone: string | null | undefined, message: string): string | null {
  const digits = internationalDigits(phone);
  return digits === null ? null : `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** What the greeting says: the visitor, the broker writing, the agency and the property the lead is about. */
interface GreetingParts {
  visitorName: string | null | undefined;
  brokerName: string;
  agencyName: string;
  propertyCode: string | null | undefined;
}

/**
 * The WhatsApp message the broker starts from: 'Olá, Marina! Aqui é Ana Souza da Horizonte Imóveis, sobre o imóvel
 * AP-0007.' The visitor by their first name; no name or property, no mention of them.
 */
export function leadGreeting({ visitorName, brokerName, agencyName, propertyCode }: GreetingParts): string {
  const firstName = (visitorName ?? '').trim().split(/\s+/)[0] ?? '';
  const code = (propertyCode ?? '').trim();
  return leadMessages.contact.greeting(
    firstName === '' ? null : firstName,
    brokerName.trim(),
    agencyName.trim(),
    code === '' ? null : code,
  );
}
