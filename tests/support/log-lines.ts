import { Writable } from 'node:stream';

/** A stream for a test's logger: every line written to it is added to `lines`. */
export function linesInto(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((line) => line !== ''),
      );
      done();
    },
  });
}

/** A stream for a test's logger and the lines written to it so far. */
export function collectedLines(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  return { stream: linesInto(lines), lines };
}
