import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** Liveness and a D1 round trip: used by `npm start` and the browser test harness to know the app is ready. */
export async function loader({ context }: LoaderFunctionArgs) {
  const row = await context.env.DB.prepare("select count(*) as n from d1_migrations").first<{ n: number }>();
  return Response.json({ ok: true, migrations: row?.n ?? 0 }, { headers: { "Cache-Control": "no-store" } });
}
