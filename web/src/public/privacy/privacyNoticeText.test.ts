import { describe, expect, it } from 'vitest';
import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../../../shared/privacy-notice';
import { privacyMessages } from '../../forms/privacyMessages';
import { agencyPhoneLines, cnpjText, noticeVersionDay } from './privacyNoticeText';

describe('the notice version', () => {
  it('is written as the day it took effect, dd/mm/aaaa', () => {
    expect(privacyMessages.version(noticeVersionDay('2026-11-27'))).toBe('Versão de 27/11/2026');
  });

  it('writes the current version as a day', () => {
    expect(noticeVersionDay(CURRENT_PRIVACY_NOTICE_VERSION)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('keeps a version that is not a day as it is', () => {
    expect(noticeVersionDay('2026-11')).toBe('2026-11');
  });
});

describe('the agency’s CNPJ', () => {
  it('is written with its punctuation, whether stored with it or not', () => {
    expect(cnpjText('34512687000166')).toBe('34.512.687/0001-66');
    expect(cnpjText('34.512.687/0001-66')).toBe('34.512.687/0001-66');
  });

  it('is shown as stored when it is not 14 digits, and left out when there is none', () => {
    expect(cnpjText(' 3451268 ')).toBe('3451268');
    expect(cnpjText('   ')).toBeNull();
    expect(cnpjText(null)).toBeNull();
  });
});

describe('the agency’s phone lines', () => {
  it('are one line when the phone and the WhatsApp are the same number', () => {
    expect(agencyPhoneLines('(19) 99812-4500', '19998124500')).toEqual([
      { kind: 'phoneAndWhatsapp', text: '(19) 99812-4500', href: 'tel:+5519998124500' },
    ]);
    expect(agencyPhoneLines('(19) 99812-4500', '+55 19 99812-4500')).toHaveLength(1);
  });

  it('are one line each when they differ, the WhatsApp written like a phone', () => {
    expect(agencyPhoneLines('(19) 3254-1000', '19998124500')).toEqual([
      { kind: 'phone', text: '(19) 3254-1000', href: 'tel:+551932541000' },
      { kind: 'whatsapp', text: '(19) 99812-4500', href: 'tel:+5519998124500' },
    ]);
  });

  it('leave out a number the record does not have', () => {
    expect(agencyPhoneLines(null, '19998124500').map((line) => line.kind)).toEqual(['whatsapp']);
    expect(agencyPhoneLines('(19) 3254-1000', ' ').map((line) => line.kind)).toEqual(['phone']);
    expect(agencyPhoneLines(undefined, null)).toEqual([]);
  });
});
