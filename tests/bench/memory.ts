import { readFile } from 'node:fs/promises';

/** How often a watched process's resident set is read. */
const SAMPLE_EVERY_MS = 20;

/** A field of `/proc/<pid>/status` in bytes (Linux). */
export async function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (match?.[1] === undefined) throw new Error(`/proc/${pid}/status sem ${field}`);
  return Number(match[1]) * 1024;
}

/** The resident set when the watch began, its highest sample, and the process's own peak (VmHWM) since it started. */
export interface MemoryFigures {
  baseline: number;
  sampledPeak: number;
  highWaterMark: number;
}

export interface MemoryWatch {
  stop(): Promise<MemoryFigures>;
}

/** Samples a process's resident set every few milliseconds until stopped. */
export async function watchMemory(pid: number): Promise<MemoryWatch> {
  const baseline = await statusField(pid, 'VmRSS');
  let sampledPeak = baseline;
  const timer = setInterval(() => {
    statusField(pid, 'VmRSS').then(
      (rss) => (sampledPeak = Math.max(sampledPeak, rss)),
      () => undefined,
    );
  }, SAMPLE_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      return { baseline, sampledPeak, highWaterMark: await statusField(pid, 'VmHWM') };
    },
  };
}
