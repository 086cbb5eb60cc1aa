import type { CreatePropertyMutation, PropertyInput, UpdatePropertyMutation } from '../../../gql/graphql';
import type { ServerFieldError } from '../../../forms/serverErrors';
import {
  graphqlEndpoint,
  multipartGraphqlBody,
  photoUploads,
  postMultipartGraphql,
  type MultipartAnswer,
} from '../../../lib/multipartGraphql';
import { staffUploadOutcome } from '../../records/staffUploadOutcome';
import {
  CreatePropertyMutation as CreatePropertyDocument,
  UpdatePropertyMutation as UpdatePropertyDocument,
} from '../../graphql/properties';

export type SaveOutcome =
  | { kind: 'saved'; id: string | null }
  | { kind: 'refused'; message: string; fieldErrors: ServerFieldError[] }
  /** The session is no longer valid. */
  | { kind: 'unauthenticated' }
  /** No usable answer, or an error: its text when the server gave one worth showing. */
  | { kind: 'failed'; message: string | null };

/** What the save's HTTP answer means for the form. */
export function saveOutcome(answer: MultipartAnswer<CreatePropertyMutation | UpdatePropertyMutation>): SaveOutcome {
  const outcome = staffUploadOutcome(answer, (data) => ('createProperty' in data ? data.createProperty : data.updateProperty));
  if (outcome.kind === 'saved') return { kind: 'saved', id: outcome.result.property?.property.id ?? null };
  if (outcome.kind === 'refused') return { kind: 'refused', message: outcome.refusal.message, fieldErrors: outcome.refusal.fieldErrors };
  return outcome;
}

export interface PropertySave {
  /** The property to update; null creates one. */
  id: string | null;
  input: PropertyInput;
  mainImage: File | null;
  otherImages: readonly File[];
  imagesToDelete: readonly string[];
  /** The session's bearer token. */
  token: string;
  onUploadProgress: (fraction: number) => void;
}

/**
 * Creates or updates a property with its photos as one multipart GraphQL request (main photo first,
 * then the others), carrying the session's token and reporting upload progress from 0 to 1.
 */
export async function sendPropertyForm(save: PropertySave): Promise<SaveOutcome> {
  const files = photoUploads(save.mainImage, save.otherImages);
  const photos = { mainImage: null, otherImages: save.otherImages.map(() => null) };
  const body =
    save.id === null
      ? multipartGraphqlBody(CreatePropertyDocument, { input: save.input, ...photos }, files)
      : multipartGraphqlBody(
          UpdatePropertyDocument,
          { id: save.id, input: save.input, ...photos, imagesToDelete: [...save.imagesToDelete] },
          files,
        );
  const answer = await postMultipartGraphql<CreatePropertyMutation | UpdatePropertyMutation>(graphqlEndpoint, body, save.onUploadProgress, {
    Authorization: `Bearer ${save.token}`,
  });
  return saveOutcome(answer);
}
