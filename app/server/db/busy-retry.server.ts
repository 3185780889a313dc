// D1 answers "database is locked" (SQLITE_BUSY) while another writer holds the database — locally the report
// Worker ingesting a file beside the app Worker. The statement did not run, so running it again is safe:
// every D1 call made through `retryOnBusy` is retried with a bounded back-off and the user never sees it.

export interface BusyRetryOptions {
  /** Attempts in all, the first included (default 6). */
  attempts?: number;
  /** Wait before the first retry, doubled each time (default 25 ms: 25, 50, 100, 200, 400). */
  firstDelayMs?: number;
  /** Waits; tests inject a fake clock. */
  sleep?: (ms: number) => Promise<void>;
  /** 0 ≤ x < 1, spreads retries of writers that collided (default Math.random). */
  random?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether an error (or its cause) is SQLite's "database is locked". */
export function isBusyError(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/SQLITE_BUSY|database is locked/i.test(e.message)) return true;
  }
  return false;
}

/** Runs `operation`, again after a growing pause while it fails with SQLITE_BUSY; other errors pass at once. */
export async function withBusyRetry<T>(operation: () => Promise<T>, options: BusyRetryOptions = {}): Promise<T> {
  const { attempts = 6, firstDelayMs = 25, sleep = realSleep, random = Math.random } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= attempts || !isBusyError(error)) throw error;
      const delay = firstDelayMs * 2 ** (attempt - 1);
      await sleep(delay + Math.floor(random() * delay));
    }
  }
}

const RETRIED = new Set<PropertyKey>(["run", "all", "first", "raw"]);
const UNWRAPPED = Symbol("unwrapped D1 statement");

/**
 * The D1 binding with every statement (and batch) retried on SQLITE_BUSY. Drizzle runs over it, so each
 * query of the app and the report Worker gets the same treatment.
 */
export function retryOnBusy(d1: D1Database, options: BusyRetryOptions = {}): D1Database {
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, property) {
        if (property === UNWRAPPED) return target;
        if (property === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== "function") return value;
        if (RETRIED.has(property)) return (...args: unknown[]) => withBusyRetry(() => value.apply(target, args) as Promise<unknown>, options);
        return value.bind(target);
      },
    });
  const unwrap = (statement: D1PreparedStatement): D1PreparedStatement =>
    (statement as D1PreparedStatement & { [UNWRAPPED]?: D1PreparedStatement })[UNWRAPPED] ?? statement;
  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrap(target.prepare(query));
      if (property === "batch") return (statements: D1PreparedStatement[]) => withBusyRetry(() => target.batch(statements.map(unwrap)), options);
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
