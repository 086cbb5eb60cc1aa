import { Counter, Histogram, type Registry } from 'prom-client';

/*
 * Counters and histograms of the request path kept in plain maps and read into prom-client's series only when
 * `/metrics` is scraped. prom-client's own `inc` and `observe` hash their label objects on every call, which cost
 * ten times as much inside a busy gateway as alone (decision 0037); here a call costs one key and one map lookup.
 */

type Labels<Label extends string> = Readonly<Record<Label, string>>;

/** One value of a counter, as prom-client writes it. */
interface CountedValue<Label extends string> {
  labels: Partial<Record<Label, string>>;
  value: number;
}

/** One value of a histogram, as prom-client writes it: `_bucket` (with `le`), `_sum` or `_count`. */
export interface TalliedValue {
  labels: Partial<Record<string, string | number>>;
  value: number;
  metricName: string;
}

/** What a metric read at scrape time gives the registry. */
interface ScrapedMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  values: readonly { labels: object; value: number; metricName?: string }[];
  aggregator: 'sum';
}

/** The series' key: its label values in the order of the label names (no label value holds a NUL). */
function seriesKey<Label extends string>(labelNames: readonly Label[], labels: Labels<Label>): string {
  let key = '';
  for (const name of labelNames) key += `${labels[name]}\u0000`;
  return key;
}

/** Only the named labels, copied: what a caller's object holds besides, or changes later, is not kept. */
function ownLabels<Label extends string>(labelNames: readonly Label[], labels: Labels<Label>): Partial<Record<Label, string>> {
  const own: Partial<Record<Label, string>> = {};
  for (const name of labelNames) own[name] = labels[name];
  return own;
}

/** How many of something, by label values. */
export class CountTally<Label extends string> {
  private readonly series = new Map<string, CountedValue<Label>>();

  constructor(private readonly labelNames: readonly Label[]) {}

  inc(labels: Labels<Label>, by = 1): void {
    const key = seriesKey(this.labelNames, labels);
    const counted = this.series.get(key);
    if (counted === undefined) this.series.set(key, { labels: ownLabels(this.labelNames, labels), value: by });
    else counted.value += by;
  }

  values(): CountedValue<Label>[] {
    return [...this.series.values()].map(({ labels, value }) => ({ labels: { ...labels }, value }));
  }
}

interface DurationSeries {
  labels: Partial<Record<string, string>>;
  /** Observations per bucket, each counted once, in the first bound it does not pass; past the last, only in `count`. */
  perBucket: Float64Array;
  sum: number;
  count: number;
}

/** How long something took, in buckets, by label values. */
export class DurationTally<Label extends string> {
  private readonly series = new Map<string, DurationSeries>();

  constructor(
    private readonly labelNames: readonly Label[],
    private readonly bounds: readonly number[],
  ) {}

  observe(labels: Labels<Label>, seconds: number): void {
    const series = this.seriesOf(labels);
    const bucket = this.bounds.findIndex((bound) => seconds <= bound);
    if (bucket !== -1) series.perBucket[bucket] = (series.perBucket[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** Makes the series at 0, so it is scraped before its first observation. */
  zero(labels: Labels<Label>): void {
    this.seriesOf(labels);
  }

  /** The values as prom-client writes a histogram's: cumulative buckets (`le` first), `+Inf`, the sum and the count. */
  values(name: string): TalliedValue[] {
    const values: TalliedValue[] = [];
    for (const { labels, perBucket, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += perBucket[index] ?? 0;
        values.push({ labels: { le: bound, ...labels }, value: cumulative, metricName: `${name}_bucket` });
      });
      values.push(
        { labels: { le: '+Inf', ...labels }, value: count, metricName: `${name}_bucket` },
        { labels: { ...labels }, value: sum, metricName: `${name}_sum` },
        { labels: { ...labels }, value: count, metricName: `${name}_count` },
      );
    }
    return values;
  }

  private seriesOf(labels: Labels<Label>): DurationSeries {
    const key = seriesKey(this.labelNames, labels);
    let series = this.series.get(key);
    if (series === undefined) {
      series = { labels: ownLabels(this.labelNames, labels), perBucket: new Float64Array(this.bounds.length), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    return series;
  }
}

interface TalliedMetricConfiguration<Label extends string> {
  name: string;
  help: string;
  labelNames: readonly Label[];
}

/**
 * A counter registered in prom-client whose values come from a tally at each scrape (the registry asks
 * `getForPromString` first, `get` for JSON); nothing increments the prom-client object itself.
 */
class CounterReadAtScrape<Label extends string> extends Counter<Label> {
  constructor(
    private readonly scraped: TalliedMetricConfiguration<Label>,
    private readonly tally: CountTally<Label>,
    registry: Registry,
  ) {
    super({ name: scraped.name, help: scraped.help, labelNames: scraped.labelNames, registers: [registry] });
  }

  getForPromString(): Promise<ScrapedMetric> {
    const { name, help } = this.scraped;
    return Promise.resolve({ name, help, type: 'counter', values: this.tally.values(), aggregator: 'sum' });
  }

  override async get(): Promise<Awaited<ReturnType<Counter<Label>['get']>>> {
    return { ...(await super.get()), values: this.tally.values() };
  }
}

/**
 * A histogram registered in prom-client whose values come from a tally at each scrape. prom-client's `get` calls
 * `getForPromString` too, and merges each value's `sharedLabels` into its labels.
 */
class HistogramReadAtScrape<Label extends string> extends Histogram<Label> {
  constructor(
    private readonly scraped: TalliedMetricConfiguration<Label>,
    private readonly tally: DurationTally<Label>,
    buckets: readonly number[],
    registry: Registry,
  ) {
    super({ name: scraped.name, help: scraped.help, labelNames: scraped.labelNames, buckets: [...buckets], registers: [registry] });
  }

  getForPromString(): Promise<ScrapedMetric & { values: (TalliedValue & { sharedLabels: object })[] }> {
    const { name, help } = this.scraped;
    const values = this.tally.values(name).map((value) => ({ ...value, sharedLabels: {} }));
    return Promise.resolve({ name, help, type: 'histogram', values, aggregator: 'sum' });
  }
}

/** A counter of `registry`, counted in a tally. */
export function talliedCounter<Label extends string>(
  registry: Registry,
  configuration: TalliedMetricConfiguration<Label>,
): CountTally<Label> {
  const tally = new CountTally(configuration.labelNames);
  new CounterReadAtScrape(configuration, tally, registry);
  return tally;
}

/** A histogram of `registry` with these bucket bounds (seconds), timed in a tally. */
export function talliedHistogram<Label extends string>(
  registry: Registry,
  configuration: TalliedMetricConfiguration<Label> & { buckets: readonly number[] },
): DurationTally<Label> {
  const tally = new DurationTally(configuration.labelNames, configuration.buckets);
  new HistogramReadAtScrape(configuration, tally, configuration.buckets, registry);
  return tally;
}
