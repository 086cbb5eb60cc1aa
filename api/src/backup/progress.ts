const COUNT = new Intl.NumberFormat('pt-BR');
const DECIMAL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];
/** How often a long step says how far it is. */
const REPORT_EVERY_MS = 5_000;

/** `1.234`, as a pt-BR reader writes a count. */
export function formatCount(count: number): string {
  return COUNT.format(count);
}

/** `4,2 MB` (units of 1,024). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${COUNT.format(value)} ${UNITS[0]}` : `${DECIMAL.format(value)} ${UNITS[unit]}`;
}

/** `12,3 s` from milliseconds. */
export function formatSeconds(ms: number): string {
  return `${DECIMAL.format(ms / 1000)} s`;
}

/** Counts files and bytes as they go, saying so every few seconds through `log` with `describe`. */
export class FileProgress {
  files = 0;
  bytes = 0;
  private lastReport = Date.now();

  constructor(
    private readonly log: (line: string) => void,
    private readonly describe: (files: string, bytes: string) => string,
  ) {}

  add(bytes: number): void {
    this.files += 1;
    this.bytes += bytes;
    if (Date.now() - this.lastReport >= REPORT_EVERY_MS) {
      this.lastReport = Date.now();
      this.log(this.describe(formatCount(this.files), formatBytes(this.bytes)));
    }
  }
}
