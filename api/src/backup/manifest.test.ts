import { describe, expect, it } from 'vitest';
import { buildManifest, checksumLine, parseChecksums, parseManifest } from './manifest.js';

const SHA = 'a'.repeat(64);
const manifest = buildManifest(
  {
    createdAt: '2026-11-27T12:30:00.000Z',
    database: { dialect: 'sqlite', entry: 'database/app.db', bytes: 4096, sha256: SHA, tables: { clients: 3, properties: 44 } },
    files: { count: 2, bytes: 100, missing: [] },
  },
  'b'.repeat(64),
);

describe('the manifest and the checksum list', () => {
  it('read back what was written', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
    const lines = checksumLine(SHA, 'database/app.db') + checksumLine('c'.repeat(64), 'files/images/abc.jpg');
    expect(lines).toBe(`${SHA}  database/app.db\n${'c'.repeat(64)}  files/images/abc.jpg\n`);
    expect(parseChecksums(lines)).toEqual(
      new Map([
        ['database/app.db', SHA],
        ['files/images/abc.jpg', 'c'.repeat(64)],
      ]),
    );
  });

  it('refuse what is not a whole manifest of this format, saying why in pt-BR', () => {
    const cases: Array<[unknown, string]> = [
      ['{', 'o manifesto não é um JSON legível.'],
      [{ ...manifest, format: 'outro' }, 'o arquivo não é um backup deste sistema.'],
      [{ ...manifest, version: 2 }, 'o backup é do formato 2, e esta versão lê só o formato 1.'],
      [{ ...manifest, createdAt: 'ontem' }, 'o manifesto não traz a data do backup.'],
      [{ ...manifest, database: { ...manifest.database, dialect: 'mysql' } }, 'o manifesto não diz de que banco é a cópia.'],
      [{ ...manifest, database: { ...manifest.database, entry: '../app.db' } }, 'o manifesto descreve mal a cópia do banco.'],
      [{ ...manifest, database: { ...manifest.database, tables: { clients: -1 } } }, 'o manifesto não traz as contagens de linhas.'],
      [{ ...manifest, files: { ...manifest.files, count: '2' } }, 'o manifesto não traz a contagem de arquivos.'],
      [{ ...manifest, checksums: { ...manifest.checksums, sha256: 'x' } }, 'o manifesto não traz a soma de verificação da lista de somas.'],
    ];
    for (const [value, message] of cases) {
      expect(() => parseManifest(typeof value === 'string' ? value : JSON.stringify(value))).toThrow(message);
    }
    expect(() => parseChecksums(`${SHA} files/a.jpg\n`)).toThrow('linha ilegível na lista de somas');
    expect(() => parseChecksums(checksumLine(SHA, 'files/a.jpg').repeat(2))).toThrow('a lista de somas cita files/a.jpg duas vezes.');
  });
});
