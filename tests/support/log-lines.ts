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

/** A JSON log line as the product writes it: the fields every line has, and those of a request's line. */
export interface LogLine {
  level: string;
  time: string;
  process: string;
  msg: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  userId?: number;
  operation?: string;
  outcome?: string;
}

/** The JSON lines a stream collected. */
export const parsedLines = (lines: readonly string[]): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);
