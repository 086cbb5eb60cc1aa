/**
 * `npm run bench fuzz`: 20,000 hostile requests against the real stack (tests/fuzz), with a seed from `FUZZ_SEED` or
 * a new one, printed at the start and the end so that a failing run can be run again as it was. `FUZZ_CASES=12,345`
 * sends only those case numbers of the seed (the replay a failure report prints); `FUZZ_COUNT` changes how many cases.
 * Ends with exit code 1 when anything failed; the whole report goes to `.tmp/fuzz/fuzz-<seed>-<cases>.json`.
 */
import { runFuzz } from '../fuzz/run/fuzz-run.js';
import { describeCrash, describeFailures, summaryLine, writeReportFile } from '../fuzz/run/fuzz-report.js';

const BENCH_CASES = 20_000;
const CONCURRENCY = 8;
const TIMEOUT_MS = 15_000;

function seedFromEnvironment(): number {
  const given = process.env.FUZZ_SEED?.trim();
  if (given === undefined || given === '') return (Date.now() ^ (process.pid << 16)) | 0;
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED inválido: "${given}". Use um número inteiro.`);
  return seed | 0;
}

function numbersFromEnvironment(name: string): number[] | undefined {
  const given = process.env[name]?.trim();
  if (given === undefined || given === '') return undefined;
  const numbers = given.split(',').map((part) => Number(part.trim()));
  if (numbers.some((number) => !Number.isSafeInteger(number) || number < 0))
    throw new Error(`${name} inválido: "${given}". Use números separados por vírgula.`);
  return numbers;
}

export async function runFuzzBench(): Promise<void> {
  const seed = seedFromEnvironment();
  const only = numbersFromEnvironment('FUZZ_CASES');
  const cases = numbersFromEnvironment('FUZZ_COUNT')?.[0] ?? BENCH_CASES;
  console.log(`\n▶ fuzz: seed ${seed}, ${only === undefined ? `${cases} casos` : `casos ${only.join(', ')}`}`);
  const report = await runFuzz({
    seed,
    cases,
    only,
    concurrency: CONCURRENCY,
    timeoutMs: TIMEOUT_MS,
    log: (line) => console.log(`  ${line}`),
  });
  for (const crash of report.crashes) console.log(`\n${describeCrash(crash, seed)}`);
  if (report.failures.length > 0) console.log(`\n${describeFailures(report.failures, seed)}`);
  for (const error of report.suiteErrors) console.log(`\nerro do próprio fuzz: ${error}`);
  console.log(`\n${summaryLine(report)}`);
  console.log(`relatório completo: ${await writeReportFile(report)}`);
  const ok =
    report.failures.length === 0 &&
    report.crashes.length === 0 &&
    report.suiteErrors.length === 0 &&
    report.alive.api &&
    report.alive.gateway &&
    report.health.status === 200;
  if (!ok) process.exitCode = 1;
}
