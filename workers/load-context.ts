// Per-request services for Remix loaders and actions. AppLoadContext derives from this return type.
import { createDb } from "~/server/db/client.server";
import { parseConfig } from "~/server/env.server";

export function createLoadContext(env: Env, ctx: ExecutionContext) {
  const config = parseConfig(env);
  return {
    env,
    ctx,
    config,
    db: createDb(env.DB),
  };
}

export type LoadContext = ReturnType<typeof createLoadContext>;

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
