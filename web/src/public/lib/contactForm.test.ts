import { describe, expect, it } from 'vitest';
import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../../../shared/privacy-notice';
import { contactFormProblem, emptyContactFields, toContactMessageInput, type ContactFields } from './contactForm';

const filled: ContactFields = {
  name: ' Maria Lima ',
  email: 'maria@exemplo.com.br',
  phone: '(19) 99999-0000',
  interest: 'rent_out',
  message: 'Quero anunciar meu apartamento.\nTem 2 quartos.\n',
};

describe('contact form check', () => {
  it('asks for every required field', () => {
    expect(contactFormProblem(emptyContactFields)).toBe('Por favor, preencha todos os campos obrigatórios.');
    expect(contactFormProblem({ ...filled, phone: '   ' })).toBe('Por favor, preencha todos os campos obrigatórios.');
    expect(contactFormProblem({ ...filled, message: '' })).toBe('Por favor, preencha todos os campos obrigatórios.');
  });

  it('accepts a form without interest', () => {
    expect(contactFormProblem({ ...filled, interest: '' })).toBeNull();
  });

  it('rejects an e-mail without a domain', () => {
    expect(contactFormProblem({ ...filled, email: 'maria@' })).toBe('Por favor, insira um e-mail válido.');
  });
});

describe('contact message input', () => {
  it('is trimmed, with the interest as the schema names it and the privacy notice version the page links to', () => {
    expect(toContactMessageInput(filled)).toEqual({
      name: 'Maria Lima',
      email: 'maria@exemplo.com.br',
      phone: '(19) 99999-0000',
      interest: 'RENT_OUT',
      message: 'Quero anunciar meu apartamento.\nTem 2 quartos.',
      privacyNoticeVersion: CURRENT_PRIVACY_NOTICE_VERSION,
    });
  });

  it('leaves the interest out when none was chosen', () => {
    expect(toContactMessageInput({ ...filled, interest: '' }).interest).toBeNull();
  });
});
