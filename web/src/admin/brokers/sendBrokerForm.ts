import type { BrokerInput, CreateBrokerMutation, UpdateBrokerMutation } from '../../gql/graphql';
import { multipartGraphqlBody, type MultipartAnswer } from '../../lib/multipartGraphql';
import { CreateBrokerMutation as CreateBrokerDocument, UpdateBrokerMutation as UpdateBrokerDocument } from '../graphql/people';
import { optionalUpload, peopleUploadOutcome, postWithToken, type PeopleUploadOutcome } from '../records/peopleUpload';

export type BrokerSaveOutcome = PeopleUploadOutcome;

/** What the save's HTTP answer means for the form. */
function brokerSaveOutcome(answer: MultipartAnswer<CreateBrokerMutation | UpdateBrokerMutation>): BrokerSaveOutcome {
  return peopleUploadOutcome(answer, (data) => ('createBroker' in data ? data.createBroker : data.updateBroker));
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
  const files = optionalUpload('variables.photo', save.photo);
  const body =
    save.id === null
      ? multipartGraphqlBody(CreateBrokerDocument, { input: save.input, photo: null }, files)
      : multipartGraphqlBody(
          UpdateBrokerDocument,
          { id: save.id, input: save.input, photo: null, removePhoto: save.removePhoto && !save.photo },
          files,
        );
  return brokerSaveOutcome(await postWithToken<CreateBrokerMutation | UpdateBrokerMutation>(body, save.token));
}
