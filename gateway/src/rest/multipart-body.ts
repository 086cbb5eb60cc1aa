import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';

/** A file already on disk, sent as one part of a multipart/form-data body. */
export interface MultipartFile {
  /** The form field, e.g. `mainImage`. */
  field: string;
  fileName: string;
  contentType: string;
  path: string;
  /** Its size in bytes, for the body's Content-Length. */
  size: number;
}

export interface MultipartForm {
  fields: readonly (readonly [name: string, value: string])[];
  files: readonly MultipartFile[];
}

const CRLF = '\r\n';

/** Quotes a field or file name as browsers do (WHATWG form encoding): `"`, CR and LF percent-encoded. */
function quoted(name: string): string {
  return `"${name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
}

/**
 * A multipart/form-data body whose files are read from disk while it is sent, so its memory stays
 * bounded whatever the files' size. Its exact length is known in advance.
 */
export class MultipartBody {
  readonly boundary = `----imobiliaria-${randomBytes(16).toString('hex')}`;
  readonly contentType = `multipart/form-data; boundary=${this.boundary}`;
  readonly length: number;
  private readonly fieldParts: Buffer[];
  private readonly fileHeads: Buffer[];
  private readonly closing = Buffer.from(`--${this.boundary}--${CRLF}`);

  constructor(private readonly form: MultipartForm) {
    this.fieldParts = form.fields.map(([name, value]) =>
      Buffer.from(`--${this.boundary}${CRLF}Content-Disposition: form-data; name=${quoted(name)}${CRLF}${CRLF}${value}${CRLF}`),
    );
    this.fileHeads = form.files.map((file) =>
      Buffer.from(
        `--${this.boundary}${CRLF}Content-Disposition: form-data; name=${quoted(file.field)}; filename=${quoted(file.fileName)}${CRLF}` +
          `Content-Type: ${file.contentType.replace(/[\r\n]/g, '')}${CRLF}${CRLF}`,
      ),
    );
    const sum = (buffers: Buffer[]) => buffers.reduce((total, buffer) => total + buffer.length, 0);
    this.length =
      sum(this.fieldParts) +
      sum(this.fileHeads) +
      form.files.reduce((total, file) => total + file.size + CRLF.length, 0) +
      this.closing.length;
  }

  /** The body as a stream; each call starts a new one. */
  stream(): Readable {
    return Readable.from(this.chunks(), { objectMode: false });
  }

  private async *chunks(): AsyncGenerator<Buffer> {
    yield* this.fieldParts;
    for (const [index, file] of this.form.files.entries()) {
      const head = this.fileHeads[index];
      if (head) yield head;
      for await (const chunk of createReadStream(file.path)) yield chunk as Buffer;
      yield Buffer.from(CRLF);
    }
    yield this.closing;
  }
}
