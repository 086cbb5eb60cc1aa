import { describe, expect, it } from 'vitest';
import { resetTokenOf } from './resetToken';

describe('resetTokenOf', () => {
  it('reads the token after #token=', () => {
    expect(resetTokenOf('#token=Ab3_-xYz09Ab3_-xYz09Ab3')).toBe('Ab3_-xYz09Ab3_-xYz09Ab3');
  });

  it('finds none in an empty, cut or foreign address', () => {
    expect(resetTokenOf('')).toBeNull();
    expect(resetTokenOf('#token=')).toBeNull();
    expect(resetTokenOf('#token=abc')).toBeNull();
    expect(resetTokenOf('#outro=Ab3_-xYz09Ab3_-xYz09Ab3')).toBeNull();
    expect(resetTokenOf('#token=<script>alert(1)</script>xxxxxxxxxxxx')).toBeNull();
  });
});
