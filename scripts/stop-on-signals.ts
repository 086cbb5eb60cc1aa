/**
 * How every process of the product stops: on SIGTERM (systemd, Docker, Kubernetes) or SIGINT (Ctrl+C).
 * Shared by `npm start` (API and gateway in one process) and the API and the gateway run on their own.
 */

/** The process must be gone within 5 s of the signal; what still hangs at this point is given up. */
const STOP_DEADLINE_MS = 4500;

/** Runs one part of the stop, named (in pt-BR) for the message of a stop that overruns its deadline. */
type TrackStep = (name: string, step: Promise<void>) => Promise<void>;

/** Stops every part of the process, each one through `track`. */
type StopProcedure = (track: TrackStep) => Promise<void>;

export interface StopSignals {
  /** How to stop, once everything has started; a signal received before waits for this. */
  stopWith(stop: StopProcedure): void;
}

export interface StopSignalsOptions {
  log?: (line: string) => void;
  deadlineMs?: number;
}

/**
 * Handles SIGTERM and SIGINT from now on (call it before the process says it is ready, so that no signal
 * finds it without a handler): the first one runs the stop given to `stopWith` and exits 0 once it is
 * done; later ones change nothing. When the stop fails, or has not finished `deadlineMs` after the signal,
 * says why (naming the parts still running) and exits 1 rather than hang.
 */
export function handleStopSignals(options: StopSignalsOptions = {}): StopSignals {
  const log = options.log ?? ((line: string) => console.error(line));
  const deadlineMs = options.deadlineMs ?? STOP_DEADLINE_MS;
  const pending = new Set<string>();
  const track: TrackStep = (name, step) => {
    pending.add(name);
    return step.finally(() => pending.delete(name));
  };
  // Until `stopWith` is called the process is still starting: a signal waits for the start to end.
  const STARTING = 'início';
  pending.add(STARTING);
  let giveStop: (stop: StopProcedure) => void = () => undefined;
  const stopGiven = new Promise<StopProcedure>((resolve) => (giveStop = resolve));

  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} recebido: encerrando.`);
    const deadline = setTimeout(() => {
      const parts = [...pending].join(', ') || 'nenhuma parte identificada';
      const seconds = (deadlineMs / 1000).toLocaleString('pt-BR');
      log(`O encerramento não terminou em ${seconds} s (ainda em andamento: ${parts}); saindo mesmo assim.`);
      process.exit(1);
    }, deadlineMs);
    stopGiven
      .then((stop) => stop(track))
      .then(
        () => {
          clearTimeout(deadline);
          process.exit(0);
        },
        (error: unknown) => {
          clearTimeout(deadline);
          log(`Falha ao encerrar: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return {
    stopWith(stop) {
      pending.delete(STARTING);
      giveStop(stop);
    },
  };
}
