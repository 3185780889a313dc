// Responses shared by the account routes: start a session and go on, with a toast for the next page.
import { redirect } from "@remix-run/cloudflare";
import type { Database } from "~/server/db/client.server";
import type { AuthToast } from "~/lib/auth-form";
import { flashToastCookie } from "~/server/flash-toast.server";
import { createSession } from "./session.server";

/** Signs the user in (new session cookie) and redirects to `to`, leaving `toast` for the next page. */
export async function redirectSignedIn(db: Database, request: Request, userId: string, to: string, toast?: AuthToast): Promise<Response> {
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(db, request, userId));
  if (toast) headers.append("Set-Cookie", flashToastCookie(request, toast));
  return redirect(to, { headers });
}

/** Redirects with a toast for the next page (and any extra cookies, e.g. clearing one). */
export function redirectWithToast(request: Request, to: string, toast: AuthToast, ...cookies: string[]): Response {
  const headers = new Headers();
  headers.append("Set-Cookie", flashToastCookie(request, toast));
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}
