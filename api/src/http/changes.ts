/** Create: every field is read (absent optional ones take their default). Update: only the fields sent. */
export type FormMode = 'create' | 'update';

/**
 * Collects the columns a form sets. On create every field is read; on update a field that is not sent
 * keeps its value, and one sent empty (or null) is cleared — or refused, when required.
 */
export class ChangeCollector<T extends object> {
  readonly changes: Partial<T> = {};

  constructor(
    private readonly body: Readonly<Record<string, unknown>>,
    readonly mode: FormMode,
  ) {}

  isSent(name: string): boolean {
    return this.mode === 'create' || Object.hasOwn(this.body, name);
  }

  /** Reads field `name` into `column` when it counts; a missing or refused value takes `empty`. */
  take<K extends keyof T>(column: K, name: string, read: () => T[K] | undefined, empty: T[K]): void {
    if (!this.isSent(name)) return;
    this.changes[column] = read() ?? empty;
  }
}
