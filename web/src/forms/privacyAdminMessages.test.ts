import { describe, expect, it } from 'vitest';
import { privacyAdminMessages } from './privacyAdminMessages';

const none = { clients: 0, leads: 0, contactMessages: 0, registrations: 0, visits: 0, consents: 0, portalRejects: 0, photos: 0 };
const success = privacyAdminMessages.anonymize.success;

describe('the anonymization’s success message', () => {
  it('lists what changed, in the singular or plural, leaving out the kinds with none', () => {
    expect(success('Dados da pessoa anonimizados.', { ...none, leads: 1, contactMessages: 1, consents: 1 })).toBe(
      'Dados da pessoa anonimizados: 1 lead, 1 mensagem de contato e 1 consentimento.',
    );
    expect(success('Dados da pessoa anonimizados.', { ...none, clients: 2, registrations: 1, photos: 3 })).toBe(
      'Dados da pessoa anonimizados: 2 clientes, 1 imóvel cadastrado e 3 fotos removidas.',
    );
    expect(success('Dados da pessoa anonimizados.', { ...none, visits: 2 })).toBe('Dados da pessoa anonimizados: 2 visitas.');
    expect(success('Dados da pessoa anonimizados.', { ...none, portalRejects: 1 })).toBe(
      'Dados da pessoa anonimizados: 1 documento de portal apagado.',
    );
  });

  it('says so when nothing needed changing (a person already anonymized)', () => {
    expect(success('Dados da pessoa anonimizados.', none)).toBe('Dados da pessoa anonimizados: nenhum registro precisou ser alterado.');
  });
});
