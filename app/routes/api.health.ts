import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";

/** Liveness and a D1 round trip: used by `npm start` and the browser test harness to know the app is ready. */
export async function loader({ context }: LoaderFunctionArgs) {
  const row = await context.services.db.get<{ n: number }>(sql`select count(*) as n from d1_migrations`);
  return Response.json({ ok: true, migrations: row?.n ?? 0 }, { headers: { "Cache-Control": "no-store" } });
}
