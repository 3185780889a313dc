// GET /api/users/profile (SPEC §7): the signed-in user, never cached; 401 {message} when signed out.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/server/auth/guards.server";
import { getSession } from "~/server/auth/session.server";
import { toSessionUser } from "~/server/auth/users.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(context.services, request);
  const headers = new Headers({ "Cache-Control": "no-store", Vary: "Cookie" });
  const { setCookie } = await getSession(context.services.db, request);
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return Response.json(toSessionUser(user), { headers });
}
