import { describe, expect, it } from 'vitest';
import { leadGreeting } from './leadContact';

describe('the greeting a broker starts a WhatsApp chat from', () => {
  it('names the visitor by their first name, the broker, the agency and the property', () => {
    expect(
      leadGreeting({ visitorName: ' Marina  Lopes ', brokerName: 'Ana Souza', agencyName: 'Horizonte Imóveis', propertyCode: 'AP-0007' }),
    ).toBe('Olá, Marina! Aqui é Ana Souza da Horizonte Imóveis, sobre o imóvel AP-0007.');
  });

  it('leaves out the name and the property it does not know', () => {
    expect(leadGreeting({ visitorName: null, brokerName: 'Ana Souza', agencyName: 'Imobiliária', propertyCode: ' ' })).toBe(
      'Olá! Aqui é Ana Souza da Imobiliária.',
    );
  });
});
