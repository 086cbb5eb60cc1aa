import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from './serverErrors';

describe('server field messages', () => {
  const fields = ['zipCode', 'street', 'mainImage', 'otherImages', 'termsAccepted'] as const;

  it('land on the fields the form has, the first message of each', () => {
    const placed = placeFieldErrors(
      [
        { field: 'zipCode', message: 'Informe um CEP com 8 dígitos.' },
        { field: 'otherImages', message: 'Apenas arquivos JPG/PNG são permitidos.' },
        { field: 'otherImages', message: 'Cada imagem deve ter no máximo 15MB.' },
        { field: 'termsAccepted', message: 'Você deve aceitar a Declaração de Responsabilidade para continuar.' },
      ],
      fields,
    );
    expect(placed.byField).toEqual({
      zipCode: 'Informe um CEP com 8 dígitos.',
      otherImages: 'Apenas arquivos JPG/PNG são permitidos.',
      termsAccepted: 'Você deve aceitar a Declaração de Responsabilidade para continuar.',
    });
    expect(placed.elsewhere).toEqual([]);
  });

  it('keeps messages of other fields aside, once each', () => {
    const placed = placeFieldErrors(
      [
        { field: 'form', message: 'Não foi possível ler o formulário enviado.' },
        { field: 'features', message: 'Não foi possível ler o formulário enviado.' },
        { field: 'street', message: 'Campo obrigatório.' },
      ],
      fields,
    );
    expect(placed.byField).toEqual({ street: 'Campo obrigatório.' });
    expect(placed.elsewhere).toEqual(['Não foi possível ler o formulário enviado.']);
  });
});
