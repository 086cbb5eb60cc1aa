import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArchiveWriter } from './archive-writer.js';
import { buildManifest, checksumLine } from './manifest.js';
import { verifyArchive } from './verify.js';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const WHEN = new Date('2026-11-27T12:30:00Z');

/** An archive of a database copy and the given files, with its checksum list and manifest. */
async function archiveOf(file: string, files: Record<string, string>): Promise<void> {
  const writer = new ArchiveWriter(`${file}.partial`, file);
  const database = Buffer.from('cópia do banco');
  const entries: Array<[string, Buffer]> = [
    ['database/app.db', database],
    ...Object.entries(files).map(([entry, text]): [string, Buffer] => [entry, Buffer.from(text)]),
  ];
  for (const [entry, data] of entries) await writer.addBuffer(entry, data, WHEN);
  const checksums = Buffer.from(entries.map(([entry, data]) => checksumLine(sha256(data), entry)).join(''));
  await writer.addBuffer('checksums.sha256', checksums, WHEN);
  const manifest = buildManifest(
    {
      createdAt: WHEN.toISOString(),
      database: { dialect: 'sqlite', entry: 'database/app.db', bytes: database.length, sha256: sha256(database), tables: { clients: 1 } },
      files: { count: entries.length - 1, bytes: 0, missing: [] },
    },
    sha256(checksums),
  );
  await writer.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest)), WHEN);
  await writer.finish();
}

describe('the check of an archive before a restore', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'verify-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('answers the manifest and every checksum of a whole archive', async () => {
    const file = path.join(dir, 'ok.tar.gz');
    await archiveOf(file, { 'files/images/0123456789abcdef.jpg': 'foto', 'files/contract-templates/a.pdf': 'modelo' });
    const verified = await verifyArchive(file);
    expect(verified.manifest.files.count).toBe(2);
    expect(verified.checksums.get('files/images/0123456789abcdef.jpg')).toBe(sha256(Buffer.from('foto')));
  });

  it('refuses an entry that is no stored file, though its checksum matches', async () => {
    const file = path.join(dir, 'estranho.tar.gz');
    await archiveOf(file, { 'files/deletion-holds/backup.json': '{}' });
    await expect(verifyArchive(file)).rejects.toThrow('files/deletion-holds/backup.json não é a cópia do banco nem um arquivo guardado.');
  });
});
