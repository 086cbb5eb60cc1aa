import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type Stats } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkKey,
  checkPrefix,
  contentTypeOfKey,
  type ListedObject,
  type ObjectInfo,
  type ObjectStore,
  type PutOptions,
  type StoredObject,
} from './object-store.js';
import { publicAddress } from './public-address.js';

async function fileInfo(file: string): Promise<Stats | undefined> {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() === true ? info : undefined;
}

/** Express's own entity tag for a file (size and modification time), so answers keep the tags they always had. */
function weakEtag(info: Stats): string {
  return `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
}

function objectInfo(key: string, info: Stats): ObjectInfo {
  return { size: info.size, contentType: contentTypeOfKey(key), lastModified: info.mtime, etag: weakEtag(info) };
}

/**
 * Files under the data directory, a key being the path below it (`images/ab12.jpg`), so the folders
 * are those the API always used. A write goes to `<file>.<random>.tmp` and is renamed into place; an
 * interrupted one leaves that temporary file, which the orphan sweeps remove. The content type comes
 * from the file's extension.
 */
export class DiskObjectStore implements ObjectStore {
  readonly description: string;

  constructor(
    private readonly root: string,
    private readonly publicBase: string | undefined = undefined,
  ) {
    this.description = `arquivos em ${root}`;
  }

  private fileOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, body: Readable | Buffer, _options: PutOptions): Promise<void> {
    const target = this.fileOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(temporary, body);
      else await pipeline(body, createWriteStream(temporary));
      await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const file = this.fileOf(key);
    const info = await fileInfo(file);
    if (info === undefined) return undefined;
    return { ...objectInfo(key, info), stream: createReadStream(file) };
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    const info = await fileInfo(this.fileOf(key));
    return info === undefined ? undefined : objectInfo(key, info);
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    checkPrefix(prefix);
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const dir = path.join(this.root, ...folder.split('/').filter(Boolean));
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, file).split(path.sep).join('/');
      if (!key.startsWith(prefix)) continue;
      const info = await fileInfo(file);
      if (info !== undefined) yield { key, size: info.size, lastModified: info.mtime };
    }
  }

  publicUrl(key: string): string | undefined {
    return publicAddress(this.publicBase, checkKey(key));
  }

  close(): void {
    // Files hold no connection.
  }
}
