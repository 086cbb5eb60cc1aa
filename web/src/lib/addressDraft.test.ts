import { describe, expect, it } from 'vitest';
import { awaitedKey, settleAddressChange } from './addressDraft';

describe('settleAddressChange', () => {
  it('keeps what is typed when the address shows a write of the fields', () => {
    expect(settleAddressChange(['casa'], 'casa', 'PUSH')).toEqual({ fromNavigation: false, pending: [] });
  });

  it('keeps later writes waiting when an earlier one arrives', () => {
    expect(settleAddressChange(['ca', 'casa', 'casa azul'], 'casa', 'PUSH')).toEqual({ fromNavigation: false, pending: ['casa azul'] });
  });

  it('takes the address on back/forward, even to a value the fields once wrote', () => {
    expect(settleAddressChange(['casa'], 'casa', 'POP')).toEqual({ fromNavigation: true, pending: [] });
    expect(settleAddressChange([], 'ca', 'POP')).toEqual({ fromNavigation: true, pending: [] });
  });

  it('takes the address when a link or a pasted address brings a value the fields did not write', () => {
    expect(settleAddressChange([], 'apartamento', 'PUSH')).toEqual({ fromNavigation: true, pending: [] });
    expect(settleAddressChange(['casa'], '', 'REPLACE')).toEqual({ fromNavigation: true, pending: [] });
  });
});

describe('awaitedKey', () => {
  it('is the last write on its way, or what the address shows without one', () => {
    expect(awaitedKey(['ca', 'casa'], '')).toBe('casa');
    expect(awaitedKey([], 'casa')).toBe('casa');
  });
});
