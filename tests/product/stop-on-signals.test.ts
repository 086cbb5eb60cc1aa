/**
 * The signal handling every process of the product shares, in a real Node process: a stop that hangs is
 * given up at the deadline, named, with exit code 1; a signal during the start waits for it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');

interface Ending {
  code: number | null;
  output: string;
  elapsedMs: number;
}

/**
 * Runs `body` as an ES module (with `handleStopSignals` imported), sends SIGTERM once it prints "pronto"
 * and answers how it ended.
 */
function runAndSignal(body: string): Promise<Ending> {
  const source = `import { handleStopSignals } from './scripts/stop-on-signals.ts';\n${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let sentAt = 0;
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (sentAt === 0 && output.includes('pronto')) {
      sentAt = performance.now();
      child.kill('SIGTERM');
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output, elapsedMs: performance.now() - sentAt })));
}

describe('handleStopSignals', () => {
  it('gives up a stop that hangs at the deadline, says which part hangs, and exits 1', async () => {
    const ending = await runAndSignal(`
      const signals = handleStopSignals({ deadlineMs: 300 });
      setInterval(() => undefined, 1000);
      signals.stopWith((track) => Promise.all([track('API', Promise.resolve()), track('gateway', new Promise(() => undefined))]).then(() => undefined));
      console.log('pronto');
    `);
    expect(ending.code, ending.output).toBe(1);
    expect(ending.output).toContain('SIGTERM recebido: encerrando.');
    expect(ending.output).toContain('O encerramento não terminou em 0,3 s (ainda em andamento: gateway); saindo mesmo assim.');
    expect(ending.elapsedMs).toBeLessThan(4000);
  }, 20_000);

  it('lets a signal received while starting wait for the start, then stops and exits 0', async () => {
    const ending = await runAndSignal(`
      const signals = handleStopSignals();
      console.log('pronto');
      await new Promise((resolve) => setTimeout(resolve, 300));
      signals.stopWith(async () => console.log('parado'));
    `);
    expect(ending.code, ending.output).toBe(0);
    expect(ending.output).toMatch(/SIGTERM recebido: encerrando\.\nparado\n/);
  }, 20_000);
});
