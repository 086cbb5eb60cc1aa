/**
 * Reading what `/metrics` answers, in Prometheus's text format, with `parse-prometheus-text-format` (a CommonJS
 * module without types: `parse-prometheus-text-format.d.ts` declares it, its families' shape is here), and checking it with `promtool` when this machine has it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

/** One series of a family: a counter's or gauge's `value`; a histogram's `count`, `sum` and `buckets` (see `metricValue`). */
interface MetricSample {
  labels?: Record<string, string>;
  value?: string;
  count?: string;
  sum?: string;
  buckets?: Record<string, string>;
}

/** One metric family: its name, help, type (`COUNTER`, `GAUGE`, `HISTOGRAM`, `SUMMARY`, `UNTYPED`) and series. */
export interface MetricFamily {
  name: string;
  help: string;
  type: string;
  metrics: MetricSample[];
}

const parsePrometheusText = parsePrometheusTextFormat as (text: string) => MetricFamily[];

/** The families of a `/metrics` answer; throws on a line that is not Prometheus's text format. */
export function readMetrics(text: string): MetricFamily[] {
  return parsePrometheusText(text);
}

/**
 * The value of a counter's or gauge's series of `name` whose labels include `labels`, summed over the series that
 * match (every series of the family with no labels given); undefined when the family or no series of it is there.
 * Not for histograms and summaries: the parser folds their labelled series into one table of buckets, losing their
 * labels and counts, so read those from the registry itself (`registry.getSingleMetric(name).get()`).
 */
export function metricValue(families: readonly MetricFamily[], name: string, labels: Record<string, string> = {}): number | undefined {
  const family = families.find((candidate) => candidate.name === name);
  if (family !== undefined && family.type !== 'COUNTER' && family.type !== 'GAUGE' && family.type !== 'UNTYPED') {
    throw new Error(`${name} é um ${family.type}: leia as suas séries no registro, não no texto.`);
  }
  const matching = family?.metrics.filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value));
  if (matching === undefined || matching.length === 0) return undefined;
  return matching.reduce((total, sample) => total + Number(sample.value), 0);
}

/** Where Debian's `prometheus` package puts promtool. */
const PROMTOOL = '/usr/bin/promtool';

/** Whether `promtool` is installed here, for the checks that run only where it is. */
export const hasPromtool = existsSync(PROMTOOL);

/**
 * `promtool check metrics` of a `/metrics` answer: its exit code (0: nothing to say; 1: text it cannot read; 3: lint
 * findings, one a line, such as prom-client's own gauges named `…_total`) and what it wrote.
 */
export function promtoolCheckMetrics(text: string): Promise<{ exitCode: number | null; report: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(PROMTOOL, ['check', 'metrics']);
    let report = '';
    child.stdout.on('data', (chunk: Buffer) => (report += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (report += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (exitCode) => resolve({ exitCode, report: report.trim() }));
    child.stdin.end(text);
  });
}
