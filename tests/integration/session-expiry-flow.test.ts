// Faults: the session ends in the middle of a multi-step flow. Applying a reviewed cleaning after it ended leads to
// the sign-in page, and signing in leads back to the same review step with the same recommendations ticked — the
// person's choices kept, nothing applied in between.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { listDatasets } from "~/server/datasets/datasets.server";
import { appFetch, CookieJar, createTestContext, createUser, form, signIn } from "./helpers";

const CSV = ["Order ID,Region,Product,Revenue", "1,North,Widget,$1000", "2,north,Widget,$1100", "3,South,Widgte,$900", "3,South,Widgte,$900", "4,South,Widget,$950", "5,North,Widget,$990"].join("\n");

describe("an expired session during cleaning", () => {
  it("sends Apply to sign-in and back to the same review step with the same ticks", async () => {
    const user = await createUser({ plan: "pro" });
    const jar = new CookieJar();
    await signIn(jar, user);
    const body = new FormData();
    body.append("file", new File([CSV], "orders.csv", { type: "text/csv" }));
    const uploaded = await appFetch("/api/datasets", { method: "POST", body, jar });
    const { dataset } = (await uploaded.json()) as { dataset: { id: string } };
    const path = `/dashboard/data-analysis/${dataset.id}`;
    const review = await (await appFetch(`${path}?clean=moderate`, { jar })).text();
    const ids = [...review.matchAll(/<input[^>]*name="keep"[^>]*>/g)].map((m) => /value="([^"]+)"/.exec(m[0])![1].replaceAll("&amp;", "&"));
    expect(ids.length).toBeGreaterThan(1);
    const kept = ids.slice(1);

    // The session ends (expired in the database, as the sweep would find it).
    await env.DB.prepare("update sessions set expires_at = 0 where user_id = ?").bind(user.id).run();
    const fields = new URLSearchParams({ intent: "clean", level: "moderate", reviewed: "moderate" });
    for (const id of kept) fields.append("keep", id);
    const apply = await appFetch(`${path}?clean=moderate`, { method: "POST", body: fields, jar });
    expect(apply.status).toBe(302);
    const login = new URL(apply.headers.get("Location")!, "http://x");
    expect(login.pathname).toBe("/login");
    const back = login.searchParams.get("redirectTo")!;
    expect(back).toBe(`${path}?${new URLSearchParams([["clean", "moderate"], ["reviewed", "moderate"], ...kept.map((k) => ["keep", k])])}#clean`);
    expect((await listDatasets(createTestContext().services.db, user.id)).some((d) => d.kind === "cleaned")).toBe(false);

    const signedIn = await appFetch("/login", { method: "POST", jar, headers: { "CF-Connecting-IP": "198.51.100.201" }, body: form({ intent: "sign-in", email: user.email, password: user.password, redirectTo: back }) });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe(back);
    const step = await (await appFetch(back, { jar })).text();
    const box = (id: string) => step.match(new RegExp(`<input[^>]*value="${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>`))?.[0] ?? "";
    expect(box(ids[0])).not.toContain("checked");
    for (const id of kept) expect(box(id)).toContain("checked");
  });
});
