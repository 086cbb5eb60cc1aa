/** What a periodic pass runs, and how often. */
interface PeriodicPassSettings {
  /** One pass; its errors are logged and the next pass runs as usual. `signal` aborts when the process stops. */
  run: (signal: AbortSignal) => Promise<unknown>;
  intervalMs: number;
  log: (line: string) => void;
  /** Names the pass in the log, e.g. 'Distribuição de leads'. */
  name: string;
}

/**
 * Runs a pass over the database's due rows every `intervalMs`, never two at once. What is due lives in the database,
 * so a pass that a stop or a crash cut short is simply done by the next one, in this process or another.
 */
export class PeriodicPass {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly aborter = new AbortController();

  constructor(private readonly settings: PeriodicPassSettings) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** No pass starts after this, the one in flight is asked to stop; settles when it has. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.aborter.abort();
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.pass().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.settings.intervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    try {
      await this.settings.run(this.aborter.signal);
    } catch (error) {
      this.settings.log(`${this.settings.name}: falha nesta rodada: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
