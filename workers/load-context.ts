// Per-request context for Remix loaders and actions: the services, built once from the bindings.
// Routes read `context.services`, never the environment (a lint rule keeps it so). AppLoadContext
// derives from this return type.
import { createServices } from "~/server/services.server";

export function createLoadContext(env: Env, ctx: Pick<ExecutionContext, "waitUntil">) {
  return { services: createServices(env, ctx) };
}

export type LoadContext = ReturnType<typeof createLoadContext>;

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
