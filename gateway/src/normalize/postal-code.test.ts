import { describe, expect, it } from 'vitest';
import found from './fixtures/cep-found.json' with { type: 'json' };
import notFoundText from './fixtures/cep-not-found-text.json' with { type: 'json' };
import notFound from './fixtures/cep-not-found.json' with { type: 'json' };
import viaCep from './fixtures/cep-viacep-passthrough.json' with { type: 'json' };
import { toPostalCodeResult } from './postal-code.js';

describe('toPostalCodeResult', () => {
  it('reads the API answer as the address, the CEP as 8 digits', () => {
    expect(toPostalCodeResult(found)).toEqual({
      found: true,
      address: { cep: '13025000', street: 'Rua Coronel Quirino', neighborhood: 'Cambuí', city: 'Campinas', state: 'SP' },
    });
  });

  it('reads a ViaCEP answer passed through, ignoring the fields it does not use', () => {
    expect(toPostalCodeResult(viaCep)).toEqual({
      found: true,
      address: { cep: '01001000', street: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' },
    });
  });

  it('answers not found for erro as a boolean and as text', () => {
    expect(toPostalCodeResult(notFound)).toEqual({ found: false, address: null });
    expect(toPostalCodeResult(notFoundText)).toEqual({ found: false, address: null });
  });

  it('turns blank fields of small towns into null and the UF into capitals', () => {
    expect(toPostalCodeResult({ cep: '13990000', logradouro: '', bairro: ' ', localidade: 'Itapira', uf: 'sp' })).toEqual({
      found: true,
      address: { cep: '13990000', street: null, neighborhood: null, city: 'Itapira', state: 'SP' },
    });
  });

  it('is not found when the answer has no 8-digit CEP or is no object', () => {
    expect(toPostalCodeResult({ cep: '1302', localidade: 'Campinas' })).toEqual({ found: false, address: null });
    expect(toPostalCodeResult({ erro: false })).toEqual({ found: false, address: null });
    expect(toPostalCodeResult(null)).toEqual({ found: false, address: null });
  });
});
