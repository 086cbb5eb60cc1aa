import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');

/** A worktree of an earlier commit of the product, for a benchmark to compare with. */
export interface EarlierCheckout {
  root: string;
  commit: string;
  /** Removes the worktree (and its temporary folder); this checkout's `node_modules` stays untouched. */
  remove(): Promise<void>;
}

async function git(...args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: repositoryRoot });
  return stdout.trim();
}

/**
 * The product as it was just before `file` was added: a detached `git worktree` of the parent of the commit that
 * added it, under the system's temporary folder, sharing this checkout's `node_modules` by a symbolic link.
 */
export async function checkoutBeforeFileAdded(file: string): Promise<EarlierCheckout> {
  const added = (await git('log', '--diff-filter=A', '--format=%H', '--', file)).split('\n').filter(Boolean).at(-1);
  if (added === undefined) throw new Error(`nenhum commit adicionou ${file}`);
  const commit = await git('rev-parse', `${added}^`);
  const folder = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-anterior-'));
  const root = path.join(folder, 'produto');
  const modules = path.join(root, 'node_modules');
  try {
    await git('worktree', 'add', '--detach', root, commit);
    await symlink(path.join(repositoryRoot, 'node_modules'), modules, 'dir');
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    await git('worktree', 'prune');
    throw error;
  }
  return {
    root,
    commit,
    remove: async () => {
      // The link goes first, so that nothing removing the worktree can reach the shared packages behind it.
      await unlink(modules).catch(() => undefined);
      await git('worktree', 'remove', '--force', root).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
      await git('worktree', 'prune');
    },
  };
}
