import type { ContractTemplateRow } from '../db/schema.js';

export const TEMPLATE_NOT_FOUND_MESSAGE = 'O modelo de documento não foi encontrado.';

/** A contract template as every template call answers it; `file_url` is the download call, or null. */
export interface ContractTemplateJson {
  id: number;
  title: string;
  description: string | null;
  file_url: string | null;
  file_name: string | null;
  is_active: number;
}

function templateFileUrl(id: number): string {
  return `/api/contract-templates/${id}/file`;
}

export function toContractTemplateJson(row: ContractTemplateRow): ContractTemplateJson {
  const hasFile = row.stored_file !== null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    file_url: hasFile ? templateFileUrl(row.id) : null,
    file_name: hasFile ? row.file_name : null,
    is_active: row.is_active,
  };
}
