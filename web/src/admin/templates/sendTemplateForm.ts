import type { ContractTemplateInput, CreateContractTemplateMutation, UpdateContractTemplateMutation } from '../../gql/graphql';
import { multipartGraphqlBody, type MultipartAnswer } from '../../lib/multipartGraphql';
import { optionalUpload, peopleUploadOutcome, postWithToken, type PeopleUploadOutcome } from '../records/peopleUpload';
import { CreateContractTemplateMutation as CreateDocument, UpdateContractTemplateMutation as UpdateDocument } from './templateDocuments';

export type TemplateSaveOutcome = PeopleUploadOutcome;

/** What the save's HTTP answer means for the form. */
export function templateSaveOutcome(
  answer: MultipartAnswer<CreateContractTemplateMutation | UpdateContractTemplateMutation>,
): TemplateSaveOutcome {
  return peopleUploadOutcome(answer, (data) =>
    'createContractTemplate' in data ? data.createContractTemplate : data.updateContractTemplate,
  );
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
  const files = optionalUpload('variables.file', save.file);
  const body =
    save.id === null
      ? multipartGraphqlBody(CreateDocument, { input: save.input, file: null }, files)
      : multipartGraphqlBody(UpdateDocument, { id: save.id, input: save.input, file: null }, files);
  return templateSaveOutcome(await postWithToken<CreateContractTemplateMutation | UpdateContractTemplateMutation>(body, save.token));
}
