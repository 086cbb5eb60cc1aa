import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { RetryLaterError } from '../http/errors.js';

export const PASSWORD_WORK_BUSY_MESSAGE = 'Muitas tentativas no momento. Aguarde alguns segundos e tente novamente.';

/** What one password check took before any was measured (argon2id at the cost `hashPassword` uses, on one core). */
const FIRST_ESTIMATE_MS = 300;

export interface PasswordGateLimits {
  /** Checks running at once. */
  atOnce: number;
  /** Checks waiting for a turn; one more is refused. */
  maxWaiting: number;
  /** How long a check may wait for its turn before it is refused too (a client gives up on a slow answer). */
  maxWaitMs: number;
  /**
   * The share of its core a turn may keep busy back to back: after a check of d ms, the turn rests d × (1 / share − 1)
   * ms before the next waiting check starts. 1 never rests.
   */
  busyShare: number;
}

/**
 * Bounds the password checks and hashes (argon2, about 0.3 s of one core each) a process runs, and how many may
 * wait for a turn. A check past both is refused at once with a `RetryLaterError` (429, 'Muitas tentativas…', with the
 * seconds until the queue should have room) instead of queueing CPU work; checks back to back keep a turn's core busy
 * only `busyShare` of the time. A flood of sign-ins, from however many addresses, then costs the process a bounded
 * share of its cores, and the rest keeps serving the site; a sign-in on a quiet day starts at once.
 */
export class PasswordGate {
  private running = 0;
  /** Anonymous checks (sign-ins) waiting for a turn, first come first served. */
  private readonly waiting: (() => void)[] = [];
  /** Signed-in staff members' work waiting for a turn: it goes before every sign-in. */
  private readonly staffWaiting: (() => void)[] = [];
  /** Ends one resting turn's rest at once (for a staff member's work). */
  private readonly restEnders = new Set<() => void>();
  private averageMs = FIRST_ESTIMATE_MS;

  constructor(private current: PasswordGateLimits) {}

  get limits(): PasswordGateLimits {
    return this.current;
  }

  /** Changes some limits from now on (an API started with `passwordGate` options; a test deployment's looser ones). */
  configure(limits: Partial<PasswordGateLimits>): void {
    this.current = { ...this.current, ...limits };
  }

  /** Turns running a check or resting after one. */
  get turnsInUse(): number {
    return this.running;
  }

  /**
   * Runs `work` in a turn. An anonymous request's check (a sign-in) is refused past the waiting line or its longest
   * wait; a signed-in staff member's (a new user's password, a password change) `waits` for its turn: it cannot be
   * sent by the thousand, and refusing it would lose what they typed. It goes before every waiting sign-in and cuts a
   * turn's rest short, so a flood of sign-ins delays it by one check at most, well within the gateway's wait.
   */
  async run<T>(work: () => Promise<T>, { waits = false }: { waits?: boolean } = {}): Promise<T> {
    await (waits ? this.waitForTurn() : this.takeTurn());
    const started = performance.now();
    try {
      return await work();
    } finally {
      const tookMs = performance.now() - started;
      this.averageMs = 0.8 * this.averageMs + 0.2 * tookMs;
      this.passTurn(tookMs);
    }
  }

  private takeTurn(): Promise<void> {
    if (this.running < this.limits.atOnce) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.maxWaiting) {
      throw new RetryLaterError(PASSWORD_WORK_BUSY_MESSAGE, this.secondsUntilRoom());
    }
    // The turn passes straight from the check that ends to the first waiting: `running` stays as it is.
    return new Promise((resolve, reject) => {
      const giveUp = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(takeIt), 1);
        reject(new RetryLaterError(PASSWORD_WORK_BUSY_MESSAGE, this.secondsUntilRoom()));
      }, this.limits.maxWaitMs);
      const takeIt = () => {
        clearTimeout(giveUp);
        resolve();
      };
      this.waiting.push(takeIt);
    });
  }

  private waitForTurn(): Promise<void> {
    if (this.running < this.limits.atOnce) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.staffWaiting.push(resolve);
      const [endRest] = this.restEnders;
      endRest?.();
    });
  }

  /**
   * Hands the turn on (to the first waiting work, if any) once it has rested as long as its share asks; at once when
   * a staff member's work waits, or comes while it rests.
   */
  private passTurn(tookMs: number): void {
    const restMs = tookMs * (1 / this.limits.busyShare - 1);
    if (restMs < 1 || this.staffWaiting.length > 0) {
      this.handOn();
      return;
    }
    const rest = new AbortController();
    const endRest = () => rest.abort();
    this.restEnders.add(endRest);
    void sleep(restMs, undefined, { ref: false, signal: rest.signal })
      .catch(() => undefined)
      .then(() => {
        this.restEnders.delete(endRest);
        this.handOn();
      });
  }

  private handOn(): void {
    const next = this.staffWaiting.shift() ?? this.waiting.shift();
    if (next === undefined) this.running -= 1;
    else next();
  }

  /** When the checks ahead (with their rests) should be done, rounded up to a whole second. */
  private secondsUntilRoom(): number {
    const ahead = this.running + this.staffWaiting.length + this.waiting.length;
    const turnMs = this.averageMs / this.limits.busyShare;
    return Math.max(1, Math.ceil(((ahead / this.limits.atOnce) * turnMs) / 1000));
  }
}

/**
 * The gate every request's password work goes through in this process: one turn per core but one (the event loop
 * keeps a core for itself), two waiting per turn for at most 4 s (well within the gateway's 10 s for an API call), and
 * checks back to back keep a turn's core busy a quarter of the time (docs/decisions/0023-hostile-requests.md).
 */
const turns = Math.max(1, availableParallelism() - 1);
export const DEFAULT_PASSWORD_GATE_LIMITS: Readonly<PasswordGateLimits> = {
  atOnce: turns,
  maxWaiting: 2 * turns,
  busyShare: 0.25,
  maxWaitMs: 4000,
};
export const passwordGate = new PasswordGate({ ...DEFAULT_PASSWORD_GATE_LIMITS });
