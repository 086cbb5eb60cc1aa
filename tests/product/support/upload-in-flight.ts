/**
 * An owner registration whose upload is held in the middle: the gateway has the operation and part of the
 * photos, and waits for the rest, until the test lets it go.
 */
import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import { UPLOAD_DIR_PREFIX } from '../../../gateway/src/photos/photo-uploads.js';
import {
  multipartForm,
  photoFiles,
  REGISTER_PROPERTY,
  validRegistration,
  type MutationResultData,
} from '../../gateway/visitors-support.js';

export interface UploadInFlight {
  /** Sends the rest of the body. */
  finish(): void;
  /** True when the gateway answered that the property was registered; false when it refused or was cut off. */
  acknowledged: Promise<boolean>;
}

/** Bytes held back: inside the last photo, so the gateway has the operation and starts receiving the files. */
const HELD_BACK_BYTES = 200;

function acknowledges(status: number | undefined, text: string): boolean {
  if (status !== 200) return false;
  try {
    const body = JSON.parse(text) as { data?: { registerProperty?: MutationResultData } | null };
    return body.data?.registerProperty?.ok === true;
  } catch {
    return false;
  }
}

/** Starts the registration titled `title` through the gateway's GraphQL and holds its last bytes back. */
export async function startUploadInFlight(gatewayUrl: string, title: string, photos: readonly Buffer[]): Promise<UploadInFlight> {
  const files = photoFiles(photos);
  const variables = { input: validRegistration(title), mainImage: null, otherImages: files.slice(1).map(() => null) };
  const encoded = new Response(multipartForm(REGISTER_PROPERTY, variables, files));
  const body = Buffer.from(await encoded.arrayBuffer());
  const sending = request(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': String(body.length),
      'apollo-require-preflight': 'true',
    },
  });
  const acknowledged = new Promise<boolean>((resolve) => {
    sending.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve(acknowledges(response.statusCode, text)));
      response.once('error', () => resolve(false));
    });
    sending.once('error', () => resolve(false));
  });
  sending.write(body.subarray(0, body.length - HELD_BACK_BYTES));
  return {
    finish: () => {
      if (!sending.destroyed) sending.end(body.subarray(body.length - HELD_BACK_BYTES));
    },
    acknowledged,
  };
}

/** Waits until the gateway receives photos into a folder of `tmpDir` (its TMPDIR). */
export async function waitForGatewayReceiving(tmpDir: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await readdir(tmpDir)).some((entry) => entry.startsWith(UPLOAD_DIR_PREFIX))) {
    if (Date.now() > deadline) throw new Error('O gateway não começou a receber as fotos.');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
