/**
 * The product's process run from TypeScript through tsx (as `npm run dev` does) and from the compiled JavaScript of
 * `dist/servers` (as `npm start` does), side by side in one run: the time from launch until the site answers, the CPU
 * the process spent meanwhile, and its resident memory after serving the home and a property page 20 times each.
 * Both read one data dir with the demo content, created before the rounds; rounds alternate the two ways.
 * Needs the build (`npm run build`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatBytes, formatMs, percentile } from './measure.js';
import { statusField } from './memory.js';
import { firstListedSlug } from './sitemap.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const ROUNDS = 5;
const REQUESTS_EACH = 20;
const PORT = 3930;
const API_PORT = 3931;

interface Way {
  name: string;
  args: string[];
}

const FROM_TYPESCRIPT: Way = { name: 'tsx (scripts/start.ts)', args: ['--import', 'tsx', 'scripts/start.ts'] };
const COMPILED: Way = { name: 'compilado (dist/servers/start.js)', args: ['--enable-source-maps', 'dist/servers/start.js'] };
const WAYS: readonly Way[] = [FROM_TYPESCRIPT, COMPILED];

interface StartFigures {
  startMs: number;
  cpuMs: number;
  rssBytes: number;
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ). */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks / TICKS_PER_SECOND) * 1000;
}

const siteUrl = `http://127.0.0.1:${PORT}`;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

function launch(way: Way, dataDir: string): ChildProcess {
  return spawn(process.execPath, way.args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(PORT), API_PORT: String(API_PORT) },
    stdio: 'ignore',
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function waitUntilAnswering(child: ChildProcess): Promise<void> {
  while (!(await answers(siteUrl))) {
    if (child.exitCode !== null) throw new Error(`o processo terminou ao iniciar (código ${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function measureStart(way: Way, dataDir: string): Promise<StartFigures> {
  const launchedAt = performance.now();
  const child = launch(way, dataDir);
  try {
    await waitUntilAnswering(child);
    const startMs = performance.now() - launchedAt;
    const pid = child.pid ?? Number.NaN;
    const cpuMs = await cpuMsOf(pid);
    const slug = await firstListedSlug(siteUrl);
    for (let index = 0; index < REQUESTS_EACH; index += 1) {
      await answers(siteUrl);
      await answers(`${siteUrl}/imovel/${slug}`);
    }
    return { startMs, cpuMs, rssBytes: await statusField(pid, 'VmRSS') };
  } finally {
    await stop(child);
  }
}

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

export async function runServerStartBench(): Promise<void> {
  if (!existsSync(path.join(repoRoot, 'dist/servers/start.js'))) throw new Error('rode `npm run build` antes deste benchmark');
  console.log(`\n## Início do processo: tsx × JavaScript compilado (${ROUNDS} rodadas alternadas)`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-start-'));
  try {
    // The first start creates the demo content; it is not measured.
    const first = launch(COMPILED, dataDir);
    await waitUntilAnswering(first);
    await stop(first);

    const figures = new Map<string, StartFigures[]>(WAYS.map((way) => [way.name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const way of round % 2 === 0 ? WAYS : [...WAYS].reverse()) figures.get(way.name)?.push(await measureStart(way, dataDir));
    }
    const medians = WAYS.map((way) => {
      const samples = figures.get(way.name) ?? [];
      return {
        way: way.name,
        startMs: median(samples.map((sample) => sample.startMs)),
        cpuMs: median(samples.map((sample) => sample.cpuMs)),
        rssBytes: median(samples.map((sample) => sample.rssBytes)),
      };
    });
    console.table(
      medians.map((row) => ({
        modo: row.way,
        'até responder': formatMs(row.startMs),
        'CPU até responder': formatMs(row.cpuMs),
        'memória residente': formatBytes(row.rssBytes),
      })),
    );
    const [tsx, compiled] = medians;
    if (tsx && compiled) {
      console.log(
        `compilado / tsx: início ${(compiled.startMs / tsx.startMs).toFixed(2)}×, CPU ${(compiled.cpuMs / tsx.cpuMs).toFixed(2)}×, ` +
          `memória ${(compiled.rssBytes / tsx.rssBytes).toFixed(2)}×`,
      );
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
