import { createHash } from 'node:crypto';
import { readArchive } from './archive-reader.js';
import { CHECKSUMS_ENTRY, keyOfEntry, MANIFEST_ENTRY } from './archive-layout.js';
import { ManifestError, parseChecksums, parseManifest, type BackupManifest } from './manifest.js';

/** The manifest and the checksum list hold no photo: anything larger than this is not one of them. */
const MAX_LIST_BYTES = 512 * 1024 * 1024;

/** Whether an entry is a stored file whose key the store accepts (no `..`, no absolute path). */
function isFileEntry(entry: string): boolean {
  try {
    return keyOfEntry(entry) !== undefined;
  } catch {
    return false;
  }
}

/** An archive whose every entry matched its checksum, with what it holds. */
export interface VerifiedArchive {
  manifest: BackupManifest;
  /** Entry → SHA-256, for every entry but the manifest and the list itself. */
  checksums: Map<string, string>;
}

/**
 * Reads the whole archive once, writing nothing: the SHA-256 of every entry against the checksum list, the list's own
 * against the manifest, the database copy's against the manifest, and the counts. Throws `ManifestError` (or the
 * reader's `UnreadableArchiveError`) naming the first thing that does not match.
 */
export async function verifyArchive(file: string): Promise<VerifiedArchive> {
  const seen = new Map<string, string>();
  const kept = new Map<string, Buffer>();
  await readArchive(file, async (entry) => {
    if (seen.has(entry.path)) throw new ManifestError(`o arquivo traz ${entry.path} duas vezes.`);
    const keep = entry.path === MANIFEST_ENTRY || entry.path === CHECKSUMS_ENTRY;
    if (keep && entry.size > MAX_LIST_BYTES) throw new ManifestError(`${entry.path} é grande demais.`);
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) {
      hash.update(chunk);
      if (keep) chunks.push(chunk);
    }
    seen.set(entry.path, hash.digest('hex'));
    if (keep) kept.set(entry.path, Buffer.concat(chunks));
  });
  const manifestText = kept.get(MANIFEST_ENTRY);
  const checksumsText = kept.get(CHECKSUMS_ENTRY);
  if (manifestText === undefined)
    throw new ManifestError(`falta o manifesto (${MANIFEST_ENTRY}): o arquivo está incompleto ou não é um backup.`);
  const manifest = parseManifest(manifestText.toString('utf8'));
  if (checksumsText === undefined) throw new ManifestError(`falta a lista de somas (${CHECKSUMS_ENTRY}).`);
  if (seen.get(CHECKSUMS_ENTRY) !== manifest.checksums.sha256)
    throw new ManifestError(`a soma de verificação de ${CHECKSUMS_ENTRY} não confere.`);
  const checksums = parseChecksums(checksumsText.toString('utf8'));
  for (const [entry, sha256] of checksums) {
    const found = seen.get(entry);
    if (found === undefined) throw new ManifestError(`falta ${entry}, que a lista de somas cita.`);
    if (found !== sha256) throw new ManifestError(`a soma de verificação (SHA-256) de ${entry} não confere: o conteúdo foi alterado.`);
  }
  for (const entry of seen.keys()) {
    if (entry !== MANIFEST_ENTRY && entry !== CHECKSUMS_ENTRY && !checksums.has(entry)) {
      throw new ManifestError(`${entry} não está na lista de somas.`);
    }
  }
  if (checksums.get(manifest.database.entry) !== manifest.database.sha256) {
    throw new ManifestError(`a soma de verificação de ${manifest.database.entry} não confere com o manifesto.`);
  }
  const fileEntries = [...checksums.keys()].filter((entry) => entry !== manifest.database.entry);
  for (const entry of fileEntries) {
    if (!isFileEntry(entry)) throw new ManifestError(`${entry} não é a cópia do banco nem um arquivo guardado.`);
  }
  const files = fileEntries.length;
  if (files !== manifest.files.count)
    throw new ManifestError(`o manifesto conta ${manifest.files.count} arquivos, e o backup traz ${files}.`);
  return { manifest, checksums };
}
