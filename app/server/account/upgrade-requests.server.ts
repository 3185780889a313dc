// Upgrade requests from Settings (DESIGN "Plans": no payment provider yet). The request is recorded in D1,
// sales is told, and the user gets a confirmation mail; the plan changes when sales confirms. Enterprise is
// asked for by mail to sales instead (SPEC §2: Contact Sales).
import { desc, eq } from "drizzle-orm";
import { getPlan, planOrFree, SALES_EMAIL, type PlanId } from "~/lib/plans";
import { upgradeRequests } from "~/server/db/schema";
import type { Database } from "~/server/db/client.server";
import type { Services } from "~/server/services.server";
import { WorkspaceError } from "~/server/workspace-error.server";

const PLAN_ORDER: PlanId[] = ["free", "lite", "pro", "enterprise"];

/** The plans above the user's that Settings offers by request (Lite, Pro); Enterprise goes to sales by mail. */
export function requestablePlans(current: string): PlanId[] {
  const from = PLAN_ORDER.indexOf(planOrFree(current).id);
  return PLAN_ORDER.filter((id, i) => i > from && id !== "enterprise");
}

export type UpgradeRequestRow = typeof upgradeRequests.$inferSelect;

export async function latestUpgradeRequest(db: Database, userId: string): Promise<UpgradeRequestRow | undefined> {
  return db.query.upgradeRequests.findFirst({ where: eq(upgradeRequests.userId, userId), orderBy: desc(upgradeRequests.createdAt) });
}

export async function requestUpgrade(
  services: Pick<Services, "db" | "mail" | "clock">,
  user: { id: string; email: string; plan: string },
  input: { plan: PlanId; message?: string },
): Promise<UpgradeRequestRow> {
  const current = planOrFree(user.plan);
  if (!requestablePlans(current.id).includes(input.plan)) {
    throw new WorkspaceError(400, `You are on the ${current.name} plan already; choose a plan above it.`);
  }
  const wanted = getPlan(input.plan);
  const [row] = await services.db
    .insert(upgradeRequests)
    .values({ id: crypto.randomUUID(), userId: user.id, currentPlan: current.id, requestedPlan: wanted.id, message: input.message || null, createdAt: services.clock.now() })
    .returning();
  await services.mail.send({
    to: SALES_EMAIL,
    subject: `Upgrade request: ${current.name} → ${wanted.name} (${user.email})`,
    text: [`${user.email} asks to move from the ${current.name} plan to ${wanted.name}.`, "", input.message ? `Their message: ${input.message}` : "No message.", "", `Request ${row.id}`].join("\n"),
  });
  await services.mail.send({
    to: user.email,
    subject: `We received your request for the ${wanted.name} plan`,
    text: [
      `Thank you! We received your request to move from the ${current.name} plan to ${wanted.name}.`,
      "",
      "We will confirm the new plan by email; your plan stays as it is until then.",
      "",
      "— InsightLab",
    ].join("\n"),
  });
  return row;
}
