// What the account services need from the per-request load context (workers/load-context.ts provides it).
import type { Database } from "~/server/db/client.server";
import type { AppConfig } from "~/server/env.server";
import type { Mailer } from "~/server/mail.server";

export interface AuthDeps {
  db: Database;
  config: AppConfig;
  mail: Mailer;
}

/**
 * The public origin for links in emails and OAuth redirects: the configured one (APP_ORIGIN; required in
 * production), never the request's, whose Host header any client can set.
 */
export function publicOrigin(config: Pick<AppConfig, "origin">): string {
  return config.origin;
}
