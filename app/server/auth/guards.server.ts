// Who is signed in: for pages (redirect to /login) and for the JSON API (401).
import { redirect } from "@remix-run/cloudflare";
import { loginPathFor } from "~/lib/safe-redirect";
import type { AuthDeps } from "./deps.server";
import { getSession } from "./session.server";
import type { UserRow } from "./users.server";

export const NOT_SIGNED_IN = "You are not signed in.";

/** The signed-in user, or null. */
export async function getOptionalUser({ db }: Pick<AuthDeps, "db">, request: Request): Promise<UserRow | null> {
  return (await getSession(db, request)).user;
}

/** The path (and query) to come back to after signing in; drops Remix's internal `_routes` parameter. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  return url.pathname + url.search;
}

/**
 * The signed-in user; otherwise throws a redirect to /login?redirectTo=<this page>. Works without JavaScript.
 * `returnTo` replaces the page's own address, e.g. a step of a flow rebuilt from a form posted after the session
 * ended, so that signing in leads back to it with the person's input.
 */
export async function requireUser({ db }: Pick<AuthDeps, "db">, request: Request, returnTo?: string): Promise<UserRow> {
  const session = await getSession(db, request);
  if (session.user) return session.user;
  throw redirect(loginPathFor(returnTo ?? returnPath(request)), session.setCookie ? { headers: { "Set-Cookie": session.setCookie } } : undefined);
}

/** For JSON endpoints: the signed-in user, or a thrown 401 `{message}`. */
export async function requireApiUser({ db }: Pick<AuthDeps, "db">, request: Request): Promise<UserRow> {
  const session = await getSession(db, request);
  if (session.user) return session.user;
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (session.setCookie) headers.set("Set-Cookie", session.setCookie);
  throw Response.json({ message: NOT_SIGNED_IN }, { status: 401, headers });
}
