import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';

const API_KEY_FILE = 'api-key';
const INVALID_API_KEY_MESSAGE = 'Chave de API inválida ou ausente.';

async function readKeyFile(file: string): Promise<string | undefined> {
  try {
    const key = (await readFile(file, 'utf8')).trim();
    return key === '' ? undefined : key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The API key: the configured one; else the one kept in `DATA_DIR/api-key`; else a new random key
 * (32 bytes, hex) written there, readable by the owner only.
 */
export async function resolveApiKey(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured !== undefined) return configured;
  const file = path.join(dataDir, API_KEY_FILE);
  const stored = await readKeyFile(file);
  if (stored !== undefined) return stored;
  const generated = randomBytes(32).toString('hex');
  try {
    await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    // Another process sharing the data dir wrote it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readKeyFile(file);
    if (winner === undefined) throw error;
    return winner;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Rejects every request without the right `X-API-Key` header (compared in constant time). */
export function requireApiKey(apiKey: string): RequestHandler {
  const expected = digest(apiKey);
  return (req, res, next) => {
    const given = req.get('x-api-key');
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      res.status(401).json({ message: INVALID_API_KEY_MESSAGE });
      return;
    }
    next();
  };
}
