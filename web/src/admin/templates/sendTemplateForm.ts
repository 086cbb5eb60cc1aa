import type { ContractTemplateInput, CreateContractTemplateMutation, UpdateContractTemplateMutation } from '../../gql/graphql';
import {
  graphqlEndpoint,
  multipartGraphqlBody,
  postMultipartGraphql,
  type MultipartAnswer,
  type MultipartFile,
} from '../../lib/multipartGraphql';
import type { PeopleSaveResult } from '../records/saveOutcome';
import { staffUploadOutcome } from '../records/staffUploadOutcome';
import { CreateContractTemplateMutation as CreateDocument, UpdateContractTemplateMutation as UpdateDocument } from './templateDocuments';

export type TemplateSaveOutcome =
  | { kind: 'saved' }
  | { kind: 'refused'; result: PeopleSaveResult }
  | { kind: 'unauthenticated' }
  /** No usable answer, or an error: its text when the server gave one worth showing. */
  | { kind: 'failed'; message: string | null };

/** What the save's HTTP answer means for the form. */
export function templateSaveOutcome(
  answer: MultipartAnswer<CreateContractTemplateMutation | UpdateContractTemplateMutation>,
): TemplateSaveOutcome {
  const outcome = staffUploadOutcome(answer, (data) =>
    'createContractTemplate' in data ? data.createContractTemplate : data.updateContractTemplate,
  );
  if (outcome.kind === 'saved') return { kind: 'saved' };
  return outcome.kind === 'refused' ? { kind: 'refused', result: outcome.result } : outcome;
}

export interface TemplateSave {
  /** The template to update; null creates one. */
  id: string | null;
  input: ContractTemplateInput;
  /** A new document; null keeps the current one (an update only). */
  file: File | null;
  /** The session's bearer token. */
  token: string;
}

/** Creates or updates a template with its document as one multipart GraphQL request carrying the session's token. */
export async function sendTemplateForm(save: TemplateSave): Promise<TemplateSaveOutcome> {
  const files: MultipartFile[] = save.file ? [{ variablePath: 'variables.file', file: save.file, fileName: save.file.name }] : [];
  const body =
    save.id === null
      ? multipartGraphqlBody(CreateDocument, { input: save.input, file: null }, files)
      : multipartGraphqlBody(UpdateDocument, { id: save.id, input: save.input, file: null }, files);
  const answer = await postMultipartGraphql<CreateContractTemplateMutation | UpdateContractTemplateMutation>(
    graphqlEndpoint,
    body,
    () => undefined,
    {
      Authorization: `Bearer ${save.token}`,
    },
  );
  return templateSaveOutcome(answer);
}
