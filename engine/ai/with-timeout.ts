// A model call with a deadline: past it the call is aborted and a TimeoutError raised, so a slow model never
// holds a request. Shared by the question planner and the cleaning suggestions.

export class TimeoutError extends Error {}

export function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError(`no answer within ${ms} ms`));
    }, ms);
  });
  const running = work(controller.signal);
  // The losing promise must not surface as an unhandled rejection.
  running.catch(() => undefined);
  return Promise.race([running, timeout]).finally(() => clearTimeout(timer));
}
