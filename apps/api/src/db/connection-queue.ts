/**
 * A bounded wait for the database (tracker issue 36 item 9). PGlite has one connection: every query and
 * transaction of every request queues for it, and under overload the queue grew until clients gave up (200
 * clients: 54 to 113 requests left without an answer for 60 s). {@link ConnectionQueue} lets one caller at a time
 * use the connection, in arrival order, and a caller that waited longer than the bound gets
 * {@link DatabaseBusyError}, which the server answers with 503 and `Retry-After`. PostgreSQL's pool gets the same
 * bound as its `connectionTimeoutMillis` (see `database.ts`); {@link isDatabaseBusy} recognises both.
 */

/** The message of node-postgres's pool when no connection came within `connectionTimeoutMillis`. */
const PG_POOL_TIMEOUT = "timeout exceeded when trying to connect";

/** Thrown when the database was not free within the bound; the server answers 503 with `Retry-After`. */
export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";
  constructor(
    /** How long the caller waited, in ms. */
    readonly waitedMs: number,
  ) {
    super(`The database was busy for ${waitedMs} ms.`);
  }
}

/**
 * Whether an error (or one of its causes: Drizzle wraps driver errors) means that no database connection came
 * within the bound: a {@link DatabaseBusyError} of the PGlite queue, or node-postgres's pool timeout.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let err = error, depth = 0; err instanceof Error && depth < 5; err = err.cause, depth++) {
    if (err instanceof DatabaseBusyError || err.message === PG_POOL_TIMEOUT) return true;
  }
  return false;
}

/** One connection, used by one caller at a time, in arrival order; a caller waits at most `timeoutMs`. */
export class ConnectionQueue {
  private busy = false;
  private readonly waiters: (() => void)[] = [];

  constructor(
    /** The bound of the wait, in ms. */
    readonly timeoutMs: number,
  ) {}

  /** Callers waiting for the connection now (`/metrics`). */
  get waiting(): number {
    return this.waiters.length;
  }

  /** Whether a caller holds the connection now (`/metrics`). */
  get inUse(): boolean {
    return this.busy;
  }

  /**
   * Runs `work` once the connection is free.
   *
   * @throws DatabaseBusyError when the connection was not free within {@link ConnectionQueue.timeoutMs}.
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy) await this.wait();
    else this.busy = true;
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private wait(): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = this.waiters.indexOf(waiter);
        if (at >= 0) this.waiters.splice(at, 1);
        reject(new DatabaseBusyError(this.timeoutMs));
      }, this.timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Hands the connection to the next waiter (it stays busy), or frees it. */
  private release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.busy = false;
  }
}

/**
 * Puts PGlite's public entry points (`query`, `exec`, `transaction`; Drizzle uses the first and the last) behind
 * a {@link ConnectionQueue}. Inside a transaction, queries go through the transaction object, not these, so a
 * transaction holds the connection once.
 */
export function queueConnection(
  client: { query: (...args: never[]) => Promise<unknown>; exec: (...args: never[]) => Promise<unknown>; transaction: (...args: never[]) => Promise<unknown> },
  queue: ConnectionQueue,
): void {
  for (const name of ["query", "exec", "transaction"] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as Record<string, unknown>)[name] = (...args: unknown[]) => queue.run(() => original(...args));
  }
}
