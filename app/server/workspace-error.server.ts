// An error whose message is written for the user, with the HTTP status it maps to.
// `upgradeRequired` marks a plan limit: the UI then shows an upgrade prompt (SPEC §8, DESIGN "Plans").
export class WorkspaceError extends Error {
  override name = "WorkspaceError";
  constructor(
    readonly status: number,
    message: string,
    readonly upgradeRequired = false,
  ) {
    super(message);
  }

  /** The JSON body the API sends: `{message}` or `{message, upgradeRequired: true}`. */
  toJSON(): { message: string; upgradeRequired?: true } {
    return this.upgradeRequired ? { message: this.message, upgradeRequired: true } : { message: this.message };
  }
}

/** A plan limit was reached: HTTP 402 (413 for a file over the plan's size) with `{message, upgradeRequired: true}`. */
export function planLimitError(message: string, status: 402 | 413 = 402): WorkspaceError {
  return new WorkspaceError(status, message, true);
}

/** What a user hears when file storage refused a write: nothing was kept, and trying again is the remedy. */
export const STORAGE_UNAVAILABLE = "The file could not be stored just now, so nothing was saved. Please try again in a minute.";

/** Too many requests in a short time: HTTP 429 with `Retry-After` (see describeError). */
export class RateLimitedError extends WorkspaceError {
  override name = "RateLimitedError";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export function notFound(what = "This item"): WorkspaceError {
  return new WorkspaceError(404, `${what} was not found. It may have been deleted or may have expired.`);
}
