import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archiveName, ARCHIVE_NAME } from './archive-name.js';
import { pruneArchives } from './prune.js';

describe('archive names', () => {
  it('are the date and time of São Paulo, whatever the server’s time zone', () => {
    expect(archiveName(new Date('2026-11-27T12:30:05.007Z'), () => false)).toBe('backup-2026-11-27T0930.tar.gz');
    expect(archiveName(new Date('2027-01-01T02:59:59Z'), () => false)).toBe('backup-2026-12-31T2359.tar.gz');
  });

  it('add the seconds, then the milliseconds, when the name is taken, and still sort in the order taken', () => {
    const instant = new Date('2026-11-27T12:30:05.007Z');
    const taken = new Set(['backup-2026-11-27T0930.tar.gz']);
    expect(archiveName(instant, (name) => taken.has(name))).toBe('backup-2026-11-27T093005.tar.gz');
    taken.add('backup-2026-11-27T093005.tar.gz');
    expect(archiveName(instant, (name) => taken.has(name))).toBe('backup-2026-11-27T093005007.tar.gz');
    taken.add('backup-2026-11-27T093005007.tar.gz');
    expect(() => archiveName(instant, (name) => taken.has(name))).toThrow(
      'já existe um backup chamado backup-2026-11-27T093005007.tar.gz.',
    );
    const names = [...taken, 'backup-2026-11-27T0931.tar.gz'];
    expect([...names].sort()).toEqual(names);
    expect(names.every((name) => ARCHIVE_NAME.test(name))).toBe(true);
  });

  it('let --keep remove the oldest archives, and nothing else', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'prune-'));
    try {
      const archives = ['backup-2026-11-25T0930.tar.gz', 'backup-2026-11-26T0930.tar.gz', 'backup-2026-11-27T0930.tar.gz'];
      for (const name of [...archives, 'notas.txt', '.backup-2026-11-28T0930.tar.gz.1a2b3c4d.partial'])
        await writeFile(path.join(dir, name), '');
      expect(await pruneArchives(dir, 2)).toEqual(['backup-2026-11-25T0930.tar.gz']);
      expect((await readdir(dir)).sort()).toEqual(['.backup-2026-11-28T0930.tar.gz.1a2b3c4d.partial', ...archives.slice(1), 'notas.txt']);
      expect(await pruneArchives(dir, 5)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
