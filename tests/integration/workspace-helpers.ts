// Workspace test helpers: users with a signed-in cookie jar, and multipart uploads built like a browser's.
import { env } from "cloudflare:test";
import { createSession } from "~/server/auth/session.server";
import { createDb } from "~/server/db/client.server";
import { users } from "~/server/db/schema";
import { CookieJar, TEST_ORIGIN, appFetch } from "./helpers";

export interface TestUser {
  id: string;
  jar: CookieJar;
}

/** A user row on `plan` (email confirmed unless `emailConfirmed: false`) with a live session in its jar. */
export async function signedInUser(plan: "free" | "lite" | "pro" | "enterprise" = "free", { emailConfirmed = true } = {}): Promise<TestUser> {
  const db = createDb(env.DB);
  const id = crypto.randomUUID();
  const email = `ws-${id}@example.test`;
  await db.insert(users).values({ id, email, username: email.split("@")[0], plan, emailVerifiedAt: emailConfirmed ? new Date() : null });
  return { id, jar: await sessionJar(id) };
}

/** A cookie jar holding a new session of the user `userId` (a second device, say). */
export async function sessionJar(userId: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const setCookie = await createSession(createDb(env.DB), new Request(TEST_ORIGIN), userId);
  jar.store(new Response(null, { headers: { "Set-Cookie": setCookie } }));
  return jar;
}

export function fileForm(name: string, bytes: Uint8Array | string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new File([(typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes) as Uint8Array<ArrayBuffer>], name));
  return form;
}

/** POST /api/datasets with a file, as the signed-in user. */
export function upload(user: TestUser, name: string, bytes: Uint8Array | string, query = "", fields: Record<string, string> = {}): Promise<Response> {
  return appFetch(`/api/datasets${query}`, { method: "POST", body: fileForm(name, bytes, fields), jar: user.jar });
}

export async function r2Keys(prefix: string): Promise<string[]> {
  const listed = await env.FILES.list({ prefix });
  return listed.objects.map((o) => o.key);
}
