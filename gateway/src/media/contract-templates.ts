import type { ContractTemplate, ContractTemplateInput } from '../generated/resolvers.js';
import { recordOutcomeOf, withRecord, type RecordOutcome } from '../mutations/record-outcome.js';
import { toContractTemplate, toContractTemplateAnswer, toContractTemplates } from '../normalize/contract-template.js';
import { toMutationFailure } from '../normalize/mutation-result.js';
import type { NormalizeOptions } from '../normalize/property.js';
import { foundOrNull } from '../records/found.js';
import { FORM_ERRORS_MESSAGE } from '../photos/photo-mutation.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { CONTRACT_TEMPLATE_FILE_FIELD, type TemplateDocument } from '../rest/media-forms.js';
import type { RawContractTemplateAnswer } from '../rest/media-types.js';
import { DOCUMENT_TOO_LARGE_MESSAGE, withReceivedDocument, type DocumentMutation } from './template-document.js';

export type ContractTemplateOutcome = RecordOutcome<'template', ContractTemplate>;

/** Every template; the API checks the permission modelos-documento. */
export async function loadContractTemplates(api: AgencyApi, options: NormalizeOptions): Promise<ContractTemplate[]> {
  return toContractTemplates(await api.media.contractTemplates(), options);
}

export function loadContractTemplate(api: AgencyApi, id: string, options: NormalizeOptions): Promise<ContractTemplate | null> {
  return foundOrNull(id, async (templateId) => toContractTemplateAnswer(await api.media.contractTemplate(templateId), options));
}

/** Creates a template with its document (the API requires one); refusals come back as data. */
export function createContractTemplate(
  api: AgencyApi,
  input: ContractTemplateInput,
  file: unknown,
  options: NormalizeOptions,
): Promise<ContractTemplateOutcome> {
  return saveTemplate(file, options, (document) => api.media.createContractTemplate(input, document));
}

/** Updates a template; the stored document is kept unless a new one is sent. */
export function updateContractTemplate(
  api: AgencyApi,
  id: string,
  input: ContractTemplateInput,
  file: unknown,
  options: NormalizeOptions,
): Promise<ContractTemplateOutcome> {
  return saveTemplate(file, options, (document) => api.media.updateContractTemplate(id, input, document));
}

/** Receives the optional document, then sends the save; a document too large is refused on its field. */
function saveTemplate(
  file: unknown,
  options: NormalizeOptions,
  send: (document: TemplateDocument | null) => Promise<RawContractTemplateAnswer>,
): Promise<ContractTemplateOutcome> {
  return withReceivedDocument(file, templateWrite(options, send));
}

function templateWrite(
  options: NormalizeOptions,
  send: (document: TemplateDocument | null) => Promise<RawContractTemplateAnswer>,
): DocumentMutation<ContractTemplateOutcome> {
  return {
    refuseTooLarge: () =>
      withRecord(
        toMutationFailure(FORM_ERRORS_MESSAGE, [{ field: CONTRACT_TEMPLATE_FILE_FIELD, message: DOCUMENT_TOO_LARGE_MESSAGE }]),
        'template',
        null,
      ),
    send: (document) =>
      recordOutcomeOf(send(document), 'template', (raw) =>
        typeof raw === 'object' && raw !== null ? toContractTemplate(raw, options) : null,
      ),
  };
}
