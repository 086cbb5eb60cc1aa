import { leadMessages } from '../../forms/leadMessages';

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
