// Test builds only (INSIGHTLAB_TEST_ROUTES=1): puts an account on a plan, as a plan change by sales would,
// so browser tests can reach what paid plans allow (PDF reports).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "~/server/db/schema";

const planChange = z.object({ email: z.string().trim().toLowerCase().email(), plan: z.enum(["free", "lite", "pro", "enterprise"]) });

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = planChange.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return Response.json({ message: parsed.error.issues[0].message }, { status: 400 });
  const updated = await context.services.db.update(users).set({ plan: parsed.data.plan }).where(eq(users.email, parsed.data.email)).returning({ id: users.id });
  return Response.json({ updated: updated.length });
}
