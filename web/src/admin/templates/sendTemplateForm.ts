import type { ContractTemplateInput, CreateContractTemplateMutation, UpdateContractTemplateMutation } from '../../gql/graphql';
import { firstErrorText, graphqlEndpoint, hasErrorCode, multipartGraphqlBody, postMultipartGraphql, type MultipartAnswer, type MultipartFile } from '../../lib/multipartGraphql';
import type { PeopleSaveResult } from '../records/saveOutcome';
import { CreateContractTemplateMutation as CreateDocument, UpdateContractTemplateMutation as UpdateDocument } from './templateDocuments';

export type TemplateSaveOutcome =
  | { kind: 'saved' }
  | { kind: 'refused'; result: PeopleSaveResult }
  | { kind: 'unauthenticated' }
  /** No usable answer, or an error: its text when the server gave one worth showing. */
  | { kind: 'failed'; message: string | null };

/** Codes whose text only says the server failed: the form's own text is better. */
const unhelpfulCodes = ['INTERNAL_SERVER_ERROR', 'UPSTREAM_ERROR', 'UPSTREAM_UNAVAILABLE', 'BAD_REQUEST'];

/** What the save's HTTP answer means for the form. */
export function templateSaveOutcome(answer: MultipartAnswer<CreateContractTemplateMutation | UpdateContractTemplateMutation>): TemplateSaveOutcome {
  if (hasErrorCode(answer, 'UNAUTHENTICATED') || answer.status === 401) return { kind: 'unauthenticated' };
  const data = answer.body?.data;
  const result = data ? ('createContractTemplate' in data ? data.createContractTemplate : data.updateContractTemplate) : undefined;
  if (result?.ok) return { kind: 'saved' };
  if (result?.error) return { kind: 'refused', result };
  const unhelpful = unhelpfulCodes.some((code) => hasErrorCode(answer, code));
  return { kind: 'failed', message: unhelpful ? null : firstErrorText(answer) };
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
  const answer = await postMultipartGraphql<CreateContractTemplateMutation | UpdateContractTemplateMutation>(graphqlEndpoint, body, () => undefined, {
    Authorization: `Bearer ${save.token}`,
  });
  return templateSaveOutcome(answer);
}
