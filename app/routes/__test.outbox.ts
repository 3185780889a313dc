// Test builds only (INSIGHTLAB_TEST_ROUTES=1): the newest mail in the local D1 outbox for an address,
// so browser tests can follow a reset link the way a local user reads it from `npm start`.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { desc, eq, sql } from "drizzle-orm";
import { mailOutbox } from "~/server/db/schema";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const to = new URL(request.url).searchParams.get("to") ?? "";
  const [mail] = await context.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to.trim().toLowerCase())).orderBy(desc(mailOutbox.createdAt), desc(sql`rowid`)).limit(1);
  return Response.json(mail ?? null, { headers: { "Cache-Control": "no-store" } });
}
