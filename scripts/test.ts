/**
 * `npm test`: every check the project has, stopping at the first failing step: generated code up to date; then
 * lint (ESLint), types, layers (dependency-cruiser), file names, unused code (knip) and formatting (Prettier) at once; production build; unit/contract/integration
 * tests (vitest), end-to-end tests in Chromium (Playwright). Ends with one line counting every test.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
function countVitest(file: string): void {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
    tally.passed += report.numPassedTests;
    tally.failed += report.numFailedTests;
    tally.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    tally.failed += 1;
  }
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}
function countPlaywright(file: string): void {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport;
    tally.passed += stats.expected + stats.flaky;
    tally.failed += stats.unexpected;
    tally.skipped += stats.skipped;
  } catch {
    tally.failed += 1;
  }
}

function finish(ok: boolean): never {
  console.log(`\ntotal: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  process.exit(ok && tally.failed === 0 ? 0 : 1);
}

const bin = (name: string): string => path.join(root, 'node_modules', '.bin', name);

/** A check run alongside the others: its output is kept and printed whole, under its title, once it ends. */
interface Check {
  title: string;
  command: string;
  args: string[];
  /** What to do about a failure, printed after the check's own output. */
  advice?: string;
}

function runCaptured(check: Check): Promise<{ check: Check; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    // Decoded as a stream, so that a character split between two chunks stays whole.
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    child.stderr.on('data', (chunk: string) => (output += chunk));
    child.on('error', (error) => resolve({ check, ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ check, ok: code === 0, output }));
  });
}

/** Runs the checks at once (each is one process on one core) and reports each in the given order. */
async function runChecks(checks: readonly Check[]): Promise<boolean> {
  const results = await Promise.all(checks.map(runCaptured));
  for (const { check, ok, output } of results) {
    console.log(`\n▶ ${check.title}`);
    await new Promise<void>((resolve) => process.stdout.write(output, () => resolve()));
    if (!ok && check.advice) console.error(check.advice);
  }
  return results.every((result) => result.ok);
}

if (!run('Código gerado em dia (codegen --check)', bin('graphql-codegen'), ['--config', 'codegen.ts', '--check'])) {
  console.error('O código gerado está desatualizado: rode `npm run codegen` e faça commit do resultado.');
  finish(false);
}
const checksOk = await runChecks([
  {
    title: 'Lint (ESLint)',
    command: bin('eslint'),
    args: ['--max-warnings=0', '.'],
    advice: 'O ESLint encontrou problemas: corrija-os (veja a regra nomeada acima e eslint.config.js).',
  },
  { title: 'Tipos (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { title: 'Tipos de shared/, sem Node nem navegador (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', 'shared/tsconfig.json'] },
  {
    title: 'Camadas (dependency-cruiser)',
    command: bin('depcruise'),
    args: ['api', 'gateway', 'web', 'shared', 'observability', '--config', '.dependency-cruiser.cjs'],
    advice: 'Um import atravessa as camadas: veja a regra nomeada acima e docs/architecture.md.',
  },
  {
    title: 'Nomes de arquivo (maiúsculas e minúsculas)',
    command: bin('tsx'),
    args: ['scripts/check-file-names.ts'],
  },
  {
    title: 'Código sem uso (knip)',
    command: bin('knip'),
    args: ['--no-progress'],
    advice:
      'Há exports, arquivos ou dependências sem uso (ou um import de pacote fora do package.json): veja knip.json e docs/architecture.md.',
  },
  {
    title: 'Formatação (Prettier)',
    command: bin('prettier'),
    args: ['--check', '.'],
    advice: 'Há arquivos fora do formato: rode `npm run format` e faça commit do resultado.',
  },
]);
if (!checksOk) finish(false);
if (!run('Build de produção (vite)', 'npm', ['run', 'build', '--silent'])) finish(false);

const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = run('Testes de unidade, contrato e integração (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
countVitest(vitestReport);
if (!vitestOk) finish(false);

const playwrightReport = path.join(reports, 'playwright.json');
const e2eOk = run(
  'Ponta a ponta no Chromium (Playwright)',
  bin('playwright'),
  ['test', '--config', 'tests/e2e/playwright.config.ts', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
);
countPlaywright(playwrightReport);
finish(e2eOk);
