import { execFile } from 'node:child_process';

/**
 * The text of a PDF as poppler's `pdftotext` reads it (Debian's poppler-utils), every run of white space made one
 * space: another program's reading, so a writer's mistake cannot hide behind its own reader.
 */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-enc', 'UTF-8', '-', '-'], { encoding: 'utf8' }, (error, stdout) => {
      if (error) reject(new Error(`pdftotext: ${error.message}`));
      else resolve(stdout.replace(/\s+/g, ' '));
    });
    child.stdin?.end(Buffer.from(pdf));
  });
}
