// Per-request services for Remix loaders and actions. AppLoadContext derives from this return type.
import { createServices } from "~/server/services.server";

export function createLoadContext(env: Env, ctx: ExecutionContext) {
  const services = createServices(env, ctx);
  return {
    services,
    // Until every route reads `services` (the names below are the same objects).
    env,
    ctx,
    config: services.config,
    db: services.db,
    mail: services.mail,
  };
}

export type LoadContext = ReturnType<typeof createLoadContext>;

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
