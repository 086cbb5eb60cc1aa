import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HoldingDeletesStore, placeDeletionHold, standingDeletionHolds } from './deletion-hold.js';
import { DiskObjectStore } from './disk-store.js';
import { removeUnreferencedFiles } from './unreferenced-files.js';

const THREE_HOURS_LATER = () => Date.now() + 3 * 60 * 60 * 1000;
const ELEVEN_MINUTES_AGO = () => new Date(Date.now() - 11 * 60 * 1000);
const JPEG = { contentType: 'image/jpeg' };

describe('holds on the deletions of a store, while a backup or a restore runs', () => {
  let dir = '';
  let disk: DiskObjectStore;
  let store: HoldingDeletesStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'deletion-hold-'));
    disk = new DiskObjectStore(dir);
    store = new HoldingDeletesStore(disk);
    await store.put('images/aaaaaaaaaaaaaaaa.jpg', Buffer.from('foto'), JPEG);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('leaves a file the API removes while a hold stands, and removes it once the hold is released', async () => {
    const hold = await placeDeletionHold(store, 'backup');
    expect(hold.key).toMatch(/^deletion-holds\/backup-\d{8}T\d{6}Z-[0-9a-f]{8}\.json$/);
    expect(await standingDeletionHolds(store)).toEqual([hold.key]);
    await store.delete('images/aaaaaaaaaaaaaaaa.jpg');
    expect(await store.head('images/aaaaaaaaaaaaaaaa.jpg')).toBeDefined();
    await hold.release();
    expect(await standingDeletionHolds(store)).toEqual([]);
    await store.delete('images/aaaaaaaaaaaaaaaa.jpg');
    expect(await store.head('images/aaaaaaaaaaaaaaaa.jpg')).toBeUndefined();
  });

  it('stops holding ten minutes after it was last written (its process died)', async () => {
    const hold = await placeDeletionHold(store, 'restore');
    const when = ELEVEN_MINUTES_AGO();
    await utimes(path.join(dir, hold.key), when, when);
    expect(await standingDeletionHolds(store)).toEqual([]);
    await store.delete('images/aaaaaaaaaaaaaaaa.jpg');
    expect(await store.head('images/aaaaaaaaaaaaaaaa.jpg')).toBeUndefined();
    await hold.release();
  });

  it('makes the start-up sweep remove nothing, saying why, while it stands', async () => {
    const hold = await placeDeletionHold(disk, 'restore');
    await expect(removeUnreferencedFiles(disk, 'images/', new Set(), THREE_HOURS_LATER())).rejects.toThrow(
      `um backup ou uma restauração está em andamento (${hold.key}); nada foi removido.`,
    );
    expect(await disk.head('images/aaaaaaaaaaaaaaaa.jpg')).toBeDefined();
    await hold.release();
    expect(await removeUnreferencedFiles(disk, 'images/', new Set(), THREE_HOURS_LATER())).toBe(1);
    expect(await disk.head('images/aaaaaaaaaaaaaaaa.jpg')).toBeUndefined();
  });
});
