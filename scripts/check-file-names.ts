/**
 * `npm run lint:file-names`: no two files (or folders) of one folder have names that differ only in letter case.
 * On macOS and Windows they are one file, and an import without its extension ('./leadHistory') may open either
 * `leadHistory.ts` or `LeadHistory.tsx`; so names are compared without the extensions an import leaves out.
 * Checks every file git knows of or would add (tracked, and new files not ignored).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The extensions an import may leave out: `./name` may be any of these. */
const IMPORTABLE_EXTENSION = /\.[cm]?[jt]sx?$/;

/** The name an import would use for a file, or the file's name itself. */
function importName(file: string): string {
  return file.replace(IMPORTABLE_EXTENSION, '');
}

/**
 * The groups of files and folders whose import names (or folder paths) are one once letter case is ignored, but are
 * spelled differently: each group as the files and folders it holds.
 */
function caseClashes(files: readonly string[]): string[][] {
  const byKey = new Map<string, { spellings: Set<string>; entries: Set<string> }>();
  const add = (name: string, entry: string) => {
    const key = name.toLowerCase();
    const group = byKey.get(key) ?? { spellings: new Set<string>(), entries: new Set<string>() };
    group.spellings.add(name);
    group.entries.add(entry);
    byKey.set(key, group);
  };
  for (const file of files) {
    add(importName(file), file);
    for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) add(`${folder}/`, `${folder}/`);
  }
  return [...byKey.values()].filter((group) => group.spellings.size > 1).map((group) => [...group.entries].sort());
}

function gitFiles(): string[] {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return output.split('\0').filter((file) => file !== '');
}

const clashes = caseClashes(gitFiles());
if (clashes.length > 0) {
  console.error('Nomes que diferem só em maiúsculas e minúsculas, na mesma pasta (renomeie um deles):');
  for (const names of clashes) console.error(`  ${names.join('  ×  ')}`);
  process.exit(1);
}
console.log('Nenhum nome de arquivo colide ao ignorar maiúsculas e minúsculas.');
