// Retention follows the account's current plan (issue #25): files uploaded on Free keep Pro's retention once the
// account is on Pro, a cleaned copy made on Pro is kept as long as Pro keeps its original, and a downgrade never
// brings an expiry forward. Times come from the route's clock (`routeArgs` `now`), never from the wall clock.
// The sweep itself is not run at a future time here: storage is shared with other test files, whose files it
// would take; what it deletes is `expiredDatasets` after `extendRetention`, both checked at the chosen times.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planOrFree } from "~/lib/plans";
import { action as listAction, loader as listLoader } from "~/routes/dashboard.data-analysis";
import { action as fileAction } from "~/routes/dashboard.data-analysis.$datasetId";
import { expiredDatasets } from "~/server/datasets/datasets.server";
import { extendRetention } from "~/server/datasets/plan-retention.server";
import { createDb } from "~/server/db/client.server";
import { users } from "~/server/db/schema";
import { runRetentionSweep } from "~/server/retention.server";
import { form, routeArgs } from "./helpers";
import { fileForm, signedInUser, type TestUser } from "./workspace-helpers";

const HOUR = 3_600_000;
/** Pro's retention (a year at the time of writing), from the plan table. */
const PRO = planOrFree("pro").limits.retentionHours * HOUR;
const CSV = "Region,Revenue\nNorth,100\nnorth,120\nSouth,\nSouth,90\nEast,80\n";
const db = () => createDb(env.DB);

/** Uploads through the Data Analysis page's form at `now`; the new file's id. */
async function uploadAt(user: TestUser, now: number): Promise<string> {
  const res = (await listAction(routeArgs("/dashboard/data-analysis", { method: "POST", body: fileForm("sales.csv", CSV), jar: user.jar, now }))) as Response;
  expect(res.status).toBe(303);
  return res.headers.get("Location")!.split("/").pop()!;
}

const expiryOf = async (id: string) => (await env.DB.prepare("select expires_at as t from datasets where id = ?").bind(id).first<{ t: number }>())!.t;
const setPlan = (user: TestUser, plan: "free" | "pro") => db().update(users).set({ plan }).where(eq(users.id, user.id));
const listedExpiry = async (user: TestUser, id: string, now: number) => {
  const page = (await listLoader(routeArgs("/dashboard/data-analysis", { jar: user.jar, now }))) as { datasets: { id: string; expiresAt: string }[] };
  return Date.parse(page.datasets.find((d) => d.id === id)!.expiresAt);
};
const sweptAt = async (id: string, now: number) => (await expiredDatasets(db(), new Date(now), 10_000)).some((d) => d.id === id);

describe("retention follows the current plan", () => {
  it("a file uploaded on Free is kept for Pro's retention once the account is on Pro", async () => {
    const user = await signedInUser("free");
    // Uploaded 47 hours ago: on Free it expires within the hour.
    const t0 = Date.now() - 47 * HOUR;
    const id = await uploadAt(user, t0);
    expect(await expiryOf(id)).toBe(t0 + 48 * HOUR);
    await setPlan(user, "pro");
    // The page shows the longer expiry at once, and the sweep's list no longer holds the file after 48 hours.
    expect(await listedExpiry(user, id, t0 + 47 * HOUR)).toBe(t0 + PRO);
    expect(await sweptAt(id, t0 + 49 * HOUR)).toBe(false);
    expect(await sweptAt(id, t0 + PRO + 1)).toBe(true);
  });

  it("the sweep extends expiries before it looks for expired files", async () => {
    const user = await signedInUser("free");
    const t0 = Date.now() - 47 * HOUR;
    const id = await uploadAt(user, t0);
    await setPlan(user, "pro");
    await runRetentionSweep({ db: db(), files: env.FILES }, new Date());
    expect(await expiryOf(id)).toBe(t0 + PRO);
  });

  it("a cleaned copy made on Pro of a file uploaded on Free is kept as long as Pro keeps its original", async () => {
    const user = await signedInUser("free");
    const t0 = Date.now() - 40 * HOUR;
    const id = await uploadAt(user, t0);
    await setPlan(user, "pro");
    const cleaned = (await fileAction(routeArgs(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "clean", level: "moderate" }), params: { datasetId: id }, jar: user.jar, now: t0 + HOUR }))) as Response;
    expect(cleaned.status).toBe(303);
    const copy = cleaned.headers.get("Location")!.split("/").pop()!.split("?")[0];
    expect(copy).not.toBe(id);
    expect(await expiryOf(copy)).toBe(t0 + PRO);
    expect(await sweptAt(copy, t0 + 49 * HOUR)).toBe(false);
  });

  it("a downgrade never brings an expiry forward", async () => {
    const user = await signedInUser("pro");
    const t0 = Date.now() - 47 * HOUR;
    const id = await uploadAt(user, t0);
    expect(await expiryOf(id)).toBe(t0 + PRO);
    await setPlan(user, "free");
    expect(await extendRetention(db(), user.id)).toBe(0);
    expect(await listedExpiry(user, id, t0 + 47 * HOUR)).toBe(t0 + PRO);
    expect(await sweptAt(id, t0 + 49 * HOUR)).toBe(false);
  });
});
