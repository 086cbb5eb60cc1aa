import { describe, expect, it } from 'vitest';
import { withoutResetTokens } from './password-resets.js';

describe('withoutResetTokens', () => {
  it('keeps a sent mail without its link’s token', () => {
    const text = 'Abra este link:\nhttps://imobiliaria.com.br/app/redefinir-senha#token=Ab3_-xYz09\nObrigado.';
    expect(withoutResetTokens(text)).toBe('Abra este link:\nhttps://imobiliaria.com.br/app/redefinir-senha#token=…\nObrigado.');
  });
});
