/**
 * Compiles the three server entry points to plain JavaScript in `dist/servers`, so that production processes
 * run no TypeScript compiler: each entry is one ES module with the project's own code bundled in and the
 * npm packages left as imports (see docs/decisions/0026-compiled-servers.md).
 *
 * `dist/servers` sits two folders below the repository root, as `gateway/src` does: the one path the code
 * resolves from its own location (`schemaDir`) stays right in both.
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serversDir = path.join(root, 'dist', 'servers');

/** Output name → source entry. */
const entries = {
  start: 'scripts/start.ts',
  api: 'api/src/main.ts',
  gateway: 'gateway/src/main.ts',
} as const;

rmSync(serversDir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, path.join(root, source)])),
  outdir: serversDir,
  bundle: true,
  splitting: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
});
