import { spawnSync } from 'node:child_process';

/** Whether promtool (Debian: package `prometheus`, installed by .ci/run) is on PATH. */
export const hasPromtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' }).status === 0;

/** promtool's verdict on the given arguments, run from `cwd`: its exit status and what it printed. */
export function promtool(args: readonly string[], cwd: string): { ok: boolean; output: string } {
  const run = spawnSync('promtool', args, { cwd, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool is needed (Debian: prometheus): ${run.error.message}`);
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}
