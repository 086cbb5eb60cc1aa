import { rm } from 'node:fs/promises';
import { badUserInput } from '../errors.js';
import {
  createUploadDir,
  MAX_DOCUMENT_BYTES,
  PhotoNotReceivedError,
  receiveUploads,
  type ReceivedUploads,
} from '../photos/photo-uploads.js';
import { CONTRACT_TEMPLATE_FILE_FIELD, type TemplateDocument } from '../rest/media-forms.js';

/** The API's own text for a document over 20 MB. */
export const DOCUMENT_TOO_LARGE_MESSAGE = 'O arquivo do documento deve ter no máximo 20 MB.';
const DOCUMENT_NOT_RECEIVED_MESSAGE = 'Não foi possível receber o arquivo enviado. Verifique sua conexão e tente novamente.';

export interface DocumentMutation<T> {
  /** The answer when the document is over the limit; the API is not asked. */
  refuseTooLarge(): T;
  /** Sends the form with the document received (null without one), streamed from its temporary file. */
  send(document: TemplateDocument | null): Promise<T>;
}

/**
 * A template form with an optional document (the `file` argument): receives it into a temporary file,
 * refuses it over 20 MB without asking the API, otherwise sends the form with it streamed from disk.
 * A document that never arrives is BAD_USER_INPUT. The temporary file is removed whatever happens.
 */
export async function withReceivedDocument<T>(upload: unknown, mutation: DocumentMutation<T>): Promise<T> {
  if (upload === null || upload === undefined) return mutation.send(null);
  const dir = await createUploadDir();
  try {
    const received = await receiveDocument(dir, upload);
    if (received.tooLarge.length > 0) return mutation.refuseTooLarge();
    const file = received.files[0];
    return await mutation.send(file ? { fileName: file.fileName, contentType: file.contentType, path: file.path, size: file.size } : null);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function receiveDocument(dir: string, upload: unknown): Promise<ReceivedUploads<typeof CONTRACT_TEMPLATE_FILE_FIELD>> {
  try {
    return await receiveUploads(dir, [{ field: CONTRACT_TEMPLATE_FILE_FIELD, upload }], MAX_DOCUMENT_BYTES);
  } catch (error) {
    if (error instanceof PhotoNotReceivedError) throw badUserInput(DOCUMENT_NOT_RECEIVED_MESSAGE);
    throw error;
  }
}
