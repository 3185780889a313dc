// Per-request context for Remix loaders and actions: the services, built once from the bindings.
// Routes read `context.services`, never the environment (a lint rule keeps it so). AppLoadContext
// derives from this return type. `cspNonce` is for the document renderer (app/entry.server.tsx) only.
import { createCspNonce } from "~/server/security-headers.server";
import { createServices } from "~/server/services.server";

export type LoadContext = {
  services: ReturnType<typeof createServices>;
  /** This response's CSP nonce; optional so that tests may build a context from services alone. */
  cspNonce?: string;
};

export function createLoadContext(env: Env, ctx: Pick<ExecutionContext, "waitUntil">, { cspNonce = createCspNonce() }: { cspNonce?: string } = {}): LoadContext {
  return { services: createServices(env, ctx), cspNonce };
}

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
