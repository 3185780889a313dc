// Per-request services for Remix loaders and actions. AppLoadContext derives from this return type.
import { createDb } from "~/server/db/client.server";
import { parseConfig } from "~/server/env.server";
import { createMailer } from "~/server/mail.server";

export function createLoadContext(env: Env, ctx: ExecutionContext) {
  const config = parseConfig(env);
  const db = createDb(env.DB);
  return {
    env,
    ctx,
    config,
    db,
    /** Outgoing mail (reset links…): the D1 outbox locally, an HTTP mail API when MAIL_API_URL is set. */
    mail: createMailer({ db, config }),
  };
}

export type LoadContext = ReturnType<typeof createLoadContext>;

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
