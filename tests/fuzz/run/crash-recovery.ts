/**
 * What a run does when a server of the stack ends: records the crash with its suspects (the requests in flight to it,
 * and those it answered just before: a process may end a moment after its answer), starts it again, and sends the
 * suspects again one at a time to name the culprit. Restarts are bounded: past them the run stops.
 */
import { exchange, type WireRequest } from '../http/wire.js';
import type { FuzzStack } from '../stack/fuzz-stack.js';
import type { ServerProcess, UnexpectedExit } from '../stack/server-process.js';

export interface Suspect {
  index: number;
  family: string;
  request: WireRequest;
}

export interface Crash extends UnexpectedExit {
  /** The cases in flight to the server (or through it) when it ended, or answered by it just before. */
  inFlight: Suspect[];
  /** The case that ended it again when sent alone after the restart, if one did. */
  culprit: number | null;
}

/** Restarts allowed per run: past them the run stops, since every later case would only meet a dead server. */
const MAX_RESTARTS = 6;
/** A request answered this shortly before a crash is a suspect too. */
const SUSPECT_AFTER_ANSWER_MS = 1500;
/** Requests kept after their answer, as possible suspects of the next crash. */
const RECENT_KEPT = 32;

interface Flight extends Suspect {
  endedAt: number | null;
}

export class CrashRecovery {
  readonly crashes: Crash[] = [];
  /** True once the restarts are spent: the run sends nothing more. */
  stopped = false;
  /** Bumped at every crash: a request that spanned one is reported with the crash, not on its own. */
  count = 0;
  /** Settles once a crashed server is back; new requests wait for it. */
  recovering: Promise<void> = Promise.resolve();
  private readonly flights = new Map<number, Flight>();
  private readonly recent: Flight[] = [];
  private nextFlight = 0;
  private restarts = 0;
  /** Set while a suspect is sent alone: the crash it causes is the answer, not a new crash. */
  private culpritWatch: (() => void) | null = null;

  constructor(
    private readonly stack: FuzzStack,
    private readonly timeoutMs: number,
  ) {
    for (const server of [stack.api, stack.gateway]) server.onUnexpectedExit((exit) => this.onCrash(server, exit));
  }

  /** Notes a request sent; answers the id to end it with. */
  began(suspect: Suspect): number {
    const id = this.nextFlight++;
    this.flights.set(id, { ...suspect, endedAt: null });
    return id;
  }

  ended(id: number): void {
    const flight = this.flights.get(id);
    this.flights.delete(id);
    if (flight === undefined) return;
    this.recent.push({ ...flight, endedAt: Date.now() });
    if (this.recent.length > RECENT_KEPT) this.recent.shift();
  }

  private onCrash(server: ServerProcess, exit: UnexpectedExit): void {
    if (this.culpritWatch !== null) {
      this.culpritWatch();
      return;
    }
    this.count += 1;
    // The API's crash also cuts the gateway's requests that were waiting for it; a gateway's crash, only its own.
    const concerned = (flight: Flight) => exit.server === 'api' || flight.request.target === 'gateway';
    const answeredJustBefore = this.recent.filter((flight) => (flight.endedAt ?? 0) >= exit.at - SUSPECT_AFTER_ANSWER_MS);
    const suspects = [...this.flights.values(), ...answeredJustBefore].filter(concerned);
    const crash: Crash = { ...exit, inFlight: suspects.map(({ index, family, request }) => ({ index, family, request })), culprit: null };
    this.crashes.push(crash);
    this.recovering = this.recovering.then(() => this.recover(server, crash));
  }

  private async restart(server: ServerProcess): Promise<boolean> {
    if (this.restarts >= MAX_RESTARTS) {
      this.stopped = true;
      return false;
    }
    this.restarts += 1;
    await this.stack.restart(server);
    return true;
  }

  private async recover(server: ServerProcess, crash: Crash): Promise<void> {
    if (!(await this.restart(server))) return;
    const sentTo = crash.server === 'api' ? null : 'gateway';
    for (const suspect of crash.inFlight) {
      if (sentTo !== null && suspect.request.target !== sentTo) continue;
      if (!(await this.crashesAlone(server, suspect.request))) continue;
      crash.culprit = suspect.index;
      await this.restart(server);
      return;
    }
  }

  /** Sends `request` alone and tells whether the server ended because of it (within a moment of its answer). */
  private async crashesAlone(server: ServerProcess, request: WireRequest): Promise<boolean> {
    const ended = new Promise<boolean>((resolve) => (this.culpritWatch = () => resolve(true)));
    const answered = exchange(server.url, request, this.timeoutMs).then(
      () => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
    );
    try {
      return await Promise.race([ended, answered]);
    } finally {
      this.culpritWatch = null;
    }
  }
}
