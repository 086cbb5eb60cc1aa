import type { CreatedRecords } from './createdRecords';
import { createNumbered } from './numberedRecords';
import { asAdminRest } from './staff';

/** A valid CNPJ (its two check digits hold), shown as 12.345.678/0001-95. */
const testCompanyDocument = '12345678000195';

/**
 * Adds inactive company records (so that the public site keeps the agency's own) through the REST form, one
 * after the other, recorded for the clean-up; returns their names, `${prefix} 01`….
 */
export function createCompanies(records: CreatedRecords, prefix: string, count: number): Promise<string[]> {
  return createNumbered(prefix, count, async (name, index) => {
    const saved = await asAdminRest<{ data: { id: number } }>('POST', 'enterprises', {
      document: testCompanyDocument,
      creci: `J-${index}`,
      name,
      whatsapp: `1997${String(index).padStart(7, '0')}`,
      email: `empresa${index}@exemplo.com.br`,
      is_active: 0,
    });
    records.company(saved.data.id);
  });
}
