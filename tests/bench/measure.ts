/** One timed load: wall time and the size of what came back, as JSON and gzipped. */
export interface Sample {
  ms: number;
  bytes: number;
  gzipBytes: number;
}

export interface Summary {
  medianMs: number;
  p95Ms: number;
  bytes: number;
  gzipBytes: number;
}

export function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function summarize(samples: Sample[]): Summary {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const last = samples[samples.length - 1];
  return {
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    bytes: last?.bytes ?? 0,
    gzipBytes: last?.gzipBytes ?? 0,
  };
}

export function formatMs(ms: number): string {
  return `${ms.toFixed(1)} ms`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}
