import type { Readable } from 'node:stream';
import { GraphQLError, GraphQLScalarType } from 'graphql';

/** A file of a GraphQL multipart request, as a resolver receives it once its part has begun to arrive. */
export interface FileUpload {
  /** The name the sender's device gave it (never trusted as a path). */
  filename: string;
  /** The multipart part it came in. */
  fieldName: string;
  /** The type the sender declared (never trusted). */
  mimetype: string;
  encoding: string;
  /** The file's bytes, as they arrive; may be called once. */
  createReadStream(): Readable;
}

/**
 * A file announced in the request's `map`: its promise settles once its part begins to arrive, or with an
 * error once the request ends (or breaks) without it. The promise never goes unhandled.
 */
export class PendingFileUpload {
  readonly promise: Promise<FileUpload>;
  private settled = false;
  private resolvePromise: (file: FileUpload) => void = () => {};
  private rejectPromise: (error: Error) => void = () => {};

  constructor() {
    this.promise = new Promise<FileUpload>((resolve, reject) => {
      this.resolvePromise = resolve;
      this.rejectPromise = reject;
    });
    this.promise.catch(() => {});
  }

  get isSettled(): boolean {
    return this.settled;
  }

  arrive(file: FileUpload): void {
    if (this.settled) return;
    this.settled = true;
    this.resolvePromise(file);
  }

  fail(error: Error): void {
    if (this.settled) return;
    this.settled = true;
    this.rejectPromise(error);
  }
}

/** The `Upload` scalar: a variable set by the multipart reader to a `PendingFileUpload`, handed on as its promise. */
export const UploadScalar = new GraphQLScalarType({
  name: 'Upload',
  description: 'Um arquivo enviado numa requisição GraphQL multipart.',
  parseValue(value: unknown) {
    if (value instanceof PendingFileUpload) return value.promise;
    throw new GraphQLError('Envie o arquivo como parte da requisição multipart.');
  },
  parseLiteral() {
    throw new GraphQLError('Envie o arquivo como parte da requisição multipart.');
  },
  serialize() {
    throw new GraphQLError('Um arquivo enviado não pode ser devolvido.');
  },
});
