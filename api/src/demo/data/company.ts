import type { DemoCompany } from './types.js';

/** A fictitious agency in Campinas-SP. */
export const DEMO_COMPANY: DemoCompany = {
  document: '34.512.687/0001-66',
  creci: 'CRECI-SP 34.512-J',
  name: 'Horizonte Imóveis',
  phone: '(19) 99812-4500',
  whatsapp: '19998124500',
  email: 'contato@horizonteimoveis.com.br',
  zipCode: '13025-320',
  address: 'Avenida José de Souza Campos',
  number: '1815',
  neighborhood: 'Cambuí',
  city: 'Campinas',
  state: 'SP',
};
