import { describe, expect, it } from 'vitest';
import { codeAfterOperationChange, codePreview, generatedCode, isCodePreview, isCodeWellFormed } from './propertyCode';

describe('property codes in the staff form', () => {
  it('generates the code by operation, number and year, and previews a new one with its number to come', () => {
    expect(generatedCode('RENT', '7', 2026)).toBe('L-7-2026');
    expect(generatedCode('BOTH', '40', 2026)).toBe('VL-40-2026');
    expect(codePreview('LAUNCH', 2026)).toBe('LA-nº-2026');
    expect(codePreview(undefined, 2026)).toBe('nº-2026');
    expect(isCodePreview('V-nº-2026')).toBe(true);
    expect(isCodePreview('V-12-2026')).toBe(false);
    expect(isCodePreview(undefined)).toBe(false);
  });

  it('lets a generated code or the preview follow the operation, and keeps a typed code', () => {
    expect(codeAfterOperationChange('nº-2026', undefined, 'SALE', 'nº')).toBe('V-nº-2026');
    expect(codeAfterOperationChange('V-nº-2026', 'SALE', 'LAUNCH', 'nº')).toBe('LA-nº-2026');
    expect(codeAfterOperationChange('V-12-2025', 'SALE', 'RENT', '12')).toBe('L-12-2025');
    expect(codeAfterOperationChange('V-12-2025', 'SALE', undefined, '12')).toBe('12-2025');
    expect(codeAfterOperationChange('V-13-2025', 'SALE', 'RENT', '12')).toBeUndefined();
    expect(codeAfterOperationChange('L-12-2025', 'SALE', 'RENT', '12')).toBeUndefined();
    expect(codeAfterOperationChange('PORTAL-12', 'SALE', 'RENT', '12')).toBeUndefined();
    expect(codeAfterOperationChange(undefined, 'SALE', 'RENT', '12')).toBeUndefined();
  });

  it('accepts letters, digits, hyphen, slash and dot up to 30 characters', () => {
    expect(isCodeWellFormed('Ap-Cambui/0815.b')).toBe(true);
    expect(isCodeWellFormed('A'.repeat(30))).toBe(true);
    expect(isCodeWellFormed('A'.repeat(31))).toBe(false);
    for (const code of ['COD 12', 'CÓD-12', 'COD#12', 'V-nº-2026']) expect(isCodeWellFormed(code)).toBe(false);
  });
});
