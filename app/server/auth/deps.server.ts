// What the account services need from the per-request load context (workers/load-context.ts provides it).
import type { Database } from "~/server/db/client.server";
import type { AppConfig } from "~/server/env.server";
import type { Mailer } from "~/server/mail.server";

export interface AuthDeps {
  db: Database;
  config: AppConfig;
  mail: Mailer;
}

/** The public origin for links in emails and OAuth redirects: APP_ORIGIN, else the request's own. */
export function publicOrigin(config: Pick<AppConfig, "APP_ORIGIN">, request: Request): string {
  return config.APP_ORIGIN ? new URL(config.APP_ORIGIN).origin : new URL(request.url).origin;
}
