import { availableParallelism } from 'node:os';
import { RetryLaterError } from '../http/errors.js';

export const PASSWORD_WORK_BUSY_MESSAGE = 'Muitas tentativas no momento. Aguarde alguns segundos e tente novamente.';

/** What one password check took before any was measured (argon2id at the cost `hashPassword` uses, on one core). */
const FIRST_ESTIMATE_MS = 300;

/**
 * Bounds the password checks and hashes (argon2, about 0.3 s of one core each) a process runs at once, and how
 * many may wait for a turn. A check past both is refused at once with a `RetryLaterError` (429, 'Muitas
 * tentativas…', with the seconds until the queue should have room) instead of queueing CPU work: a flood of
 * sign-ins, from however many addresses, then costs the process a bounded share of its cores, and the rest keeps
 * serving the site.
 */
export class PasswordGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private averageMs = FIRST_ESTIMATE_MS;

  constructor(
    readonly atOnce: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.takeTurn();
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      this.passTurn();
    }
  }

  private takeTurn(): Promise<void> {
    if (this.running < this.atOnce) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) {
      throw new RetryLaterError(PASSWORD_WORK_BUSY_MESSAGE, this.secondsUntilRoom());
    }
    // The turn passes straight from the check that ends to the first waiting: `running` stays as it is.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private passTurn(): void {
    const next = this.waiting.shift();
    if (next === undefined) this.running -= 1;
    else next();
  }

  /** When the checks ahead should be done, rounded up to a whole second. */
  private secondsUntilRoom(): number {
    const ahead = this.running + this.waiting.length;
    return Math.max(1, Math.ceil((ahead / this.atOnce) * (this.averageMs / 1000)));
  }
}

/**
 * The gate every request's password work goes through in this process: one check at a time per core but one (the
 * event loop keeps a core for itself), and four waiting per check that runs.
 */
export const passwordGate = new PasswordGate(Math.max(1, availableParallelism() - 1), 4 * Math.max(1, availableParallelism() - 1));
