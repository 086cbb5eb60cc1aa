import type { BrokerInput, CreateBrokerMutation, UpdateBrokerMutation } from '../../gql/graphql';
import {
  graphqlEndpoint,
  multipartGraphqlBody,
  postMultipartGraphql,
  type MultipartAnswer,
  type MultipartFile,
} from '../../lib/multipartGraphql';
import { CreateBrokerMutation as CreateBrokerDocument, UpdateBrokerMutation as UpdateBrokerDocument } from '../graphql/people';
import type { PeopleSaveResult } from '../records/saveOutcome';
import { staffUploadOutcome } from '../records/staffUploadOutcome';

export type BrokerSaveOutcome =
  | { kind: 'saved' }
  | { kind: 'refused'; result: PeopleSaveResult }
  | { kind: 'unauthenticated' }
  /** No usable answer, or an error: its text when the server gave one worth showing. */
  | { kind: 'failed'; message: string | null };

/** What the save's HTTP answer means for the form. */
export function brokerSaveOutcome(answer: MultipartAnswer<CreateBrokerMutation | UpdateBrokerMutation>): BrokerSaveOutcome {
  const outcome = staffUploadOutcome(answer, (data) => ('createBroker' in data ? data.createBroker : data.updateBroker));
  if (outcome.kind === 'saved') return { kind: 'saved' };
  return outcome.kind === 'refused' ? { kind: 'refused', result: outcome.result } : outcome;
}

export interface BrokerSave {
  /** The broker to update; null creates one. */
  id: string | null;
  input: BrokerInput;
  photo: File | null;
  removePhoto: boolean;
  /** The session's bearer token. */
  token: string;
}

/** Creates or updates a broker with their photo as one multipart GraphQL request carrying the session's token. */
export async function sendBrokerForm(save: BrokerSave): Promise<BrokerSaveOutcome> {
  const files: MultipartFile[] = save.photo ? [{ variablePath: 'variables.photo', file: save.photo, fileName: save.photo.name }] : [];
  const body =
    save.id === null
      ? multipartGraphqlBody(CreateBrokerDocument, { input: save.input, photo: null }, files)
      : multipartGraphqlBody(
          UpdateBrokerDocument,
          { id: save.id, input: save.input, photo: null, removePhoto: save.removePhoto && !save.photo },
          files,
        );
  const answer = await postMultipartGraphql<CreateBrokerMutation | UpdateBrokerMutation>(graphqlEndpoint, body, () => undefined, {
    Authorization: `Bearer ${save.token}`,
  });
  return brokerSaveOutcome(answer);
}
