import { describe, expect, it } from 'vitest';
import { contactMessageBody } from './contact-form.js';

describe('contactMessageBody', () => {
  it('sends the message with its interest as the REST value', () => {
    expect(
      contactMessageBody({
        name: 'João Lima',
        email: 'joao@example.com',
        phone: '(19) 98888-7777',
        interest: 'RENT_OUT',
        message: 'Quero colocar meu apartamento para alugar.',
      }),
    ).toEqual({
      name: 'João Lima',
      email: 'joao@example.com',
      phone: '(19) 98888-7777',
      interest: 'rent_out',
      message: 'Quero colocar meu apartamento para alugar.',
    });
  });

  it('writes every interest in lower case', () => {
    const interests = (['BUY', 'RENT', 'SELL', 'RENT_OUT', 'OTHERS'] as const).map((interest) => contactMessageBody({ interest }).interest);
    expect(interests).toEqual(['buy', 'rent', 'sell', 'rent_out', 'others']);
  });

  it('passes on the privacy notice version the sender accepted as the API names it', () => {
    expect(contactMessageBody({ name: 'João Lima', privacyNoticeVersion: '2026-11-27' })).toEqual({
      name: 'João Lima',
      privacy_notice_version: '2026-11-27',
    });
  });

  it('leaves the privacy notice version out when none was given, so that the API takes the current one', () => {
    expect(contactMessageBody({ name: 'João Lima', privacyNoticeVersion: null })).toEqual({ name: 'João Lima' });
    expect(contactMessageBody({ name: 'João Lima' })).not.toHaveProperty('privacy_notice_version');
  });

  it('leaves out missing fields and keeps empty ones for the API to judge', () => {
    expect(contactMessageBody({ name: '', email: null, interest: null })).toEqual({ name: '' });
  });
});
