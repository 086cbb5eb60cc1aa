import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleDocx, simplePdf, zipArchive } from '../demo/document-files.js';
import { templateFileKindOf, templateKindOfName } from './file-kind.js';

describe('templateFileKindOf', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'modelos-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  async function kindOf(data: Buffer): Promise<string | undefined> {
    const file = path.join(dir, `${Math.random().toString(16).slice(2)}.bin`);
    await writeFile(file, data);
    return templateFileKindOf(file);
  }

  it('recognises PDF, Word 97–2003 and Word documents by content', async () => {
    expect(await kindOf(simplePdf(['Contrato']))).toBe('pdf');
    expect(await kindOf(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)]))).toBe('doc');
    expect(await kindOf(simpleDocx(['Contrato']))).toBe('docx');
    // An archive comment after the directory does not hide it.
    const commented = simpleDocx(['Contrato']);
    commented.writeUInt16LE(7, commented.length - 2);
    expect(await kindOf(Buffer.concat([commented, Buffer.from('comment')]))).toBe('docx');
  });

  it('refuses programs, other archives, a bare ZIP header and empty files', async () => {
    expect(await kindOf(Buffer.from('MZ\x90\x00programa', 'latin1'))).toBeUndefined();
    expect(await kindOf(zipArchive([{ name: 'word/outro.xml', data: Buffer.from('x') }]))).toBeUndefined();
    expect(await kindOf(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/document.xml')]))).toBeUndefined();
    expect(await kindOf(Buffer.alloc(0))).toBeUndefined();
  });

  it('reads the kind a file name promises', () => {
    expect(templateKindOfName('Contrato de Locação.PDF')).toBe('pdf');
    expect(templateKindOfName('a.docx')).toBe('docx');
    expect(templateKindOfName('a.doc')).toBe('doc');
    expect(templateKindOfName('a.pdf.exe')).toBeUndefined();
    expect(templateKindOfName('semextensao')).toBeUndefined();
  });
});
