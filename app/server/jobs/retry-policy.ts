// How the report Worker retries a failed job: workers/reports/wrangler.toml sets max_retries = 3, so a
// message is tried at most four times before it goes to the dead-letter queue.
export const MAX_JOB_ATTEMPTS = 4;

/** Seconds to wait before the next attempt after attempt `attempts` failed: 10, 20, 40 (at most 5 minutes). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(300, 10 * 2 ** (Math.max(1, attempts) - 1));
}
