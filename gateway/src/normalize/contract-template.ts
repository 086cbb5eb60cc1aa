import type { ContractTemplate } from '../generated/resolvers.js';
import type { RawContractTemplate, RawContractTemplateList } from '../rest/media-types.js';
import type { NormalizeOptions } from './property.js';
import { toBool, toId, toText } from './scalars.js';

/** The gateway's download route of a template's file (see `http/contract-template-file.ts`). */
export function contractTemplateDownloadPath(id: string): string {
  return `/contract-templates/${encodeURIComponent(id)}/file`;
}

/**
 * One REST template → the GraphQL `ContractTemplate`; null without an id. The file is downloaded through
 * the gateway (which adds the API key), never from the API's own `file_url`; a template without a file
 * name nor a file address has nothing to download (its name may be missing while the file is there).
 */
export function toContractTemplate(raw: RawContractTemplate, options: NormalizeOptions = {}): ContractTemplate | null {
  const id = toId(raw.id);
  if (id === null) return null;
  const fileName = toText(raw.file_name);
  const hasFile = fileName !== null || toText(raw.file_url) !== null;
  const base = (options.publicUrl ?? '').replace(/\/+$/, '');
  return {
    id,
    title: toText(raw.title) ?? '',
    description: toText(raw.description),
    isActive: toBool(raw.is_active) ?? false,
    fileName,
    downloadUrl: hasFile ? base + contractTemplateDownloadPath(id) : null,
  };
}

/** Every template of the list, in the API order. */
export function toContractTemplates(
  envelope: RawContractTemplateList | null | undefined,
  options: NormalizeOptions = {},
): ContractTemplate[] {
  const result: ContractTemplate[] = [];
  for (const raw of Array.isArray(envelope?.data) ? envelope.data : []) {
    if (typeof raw !== 'object' || raw === null) continue;
    const template = toContractTemplate(raw, options);
    if (template) result.push(template);
  }
  return result;
}

/** The template of a `{ data }` answer (one read or a write), or null without a usable one. */
export function toContractTemplateAnswer(
  answer: { data?: RawContractTemplate | null } | null | undefined,
  options: NormalizeOptions = {},
): ContractTemplate | null {
  const raw = answer?.data;
  return typeof raw === 'object' && raw !== null ? toContractTemplate(raw, options) : null;
}
