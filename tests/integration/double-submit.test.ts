// Destructive actions submitted twice (a double click, two tabs, a replayed request) answer clearly and
// never with a 5xx: the first does the work, the second finds nothing (404) or is a harmless repeat.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { appFetch, form } from "./helpers";
import { signedInUser, type TestUser } from "./workspace-helpers";

async function sampleDataset(user: TestUser): Promise<string> {
  const res = await appFetch("/dashboard/data-analysis", { method: "POST", jar: user.jar, body: form({ intent: "sample" }) });
  expect(res.status).toBe(303);
  const id = res.headers.get("Location")?.split("/").pop();
  expect(id).toBeTruthy();
  return id!;
}

async function twice(send: () => Promise<Response>): Promise<[Response, Response]> {
  const first = await send();
  const second = await send();
  return [first, second];
}

describe("double-submitted destructive actions", () => {
  it("deleting a file from its page twice: deleted, then a 404 page", async () => {
    const user = await signedInUser("pro");
    const id = await sampleDataset(user);
    const [first, second] = await twice(() =>
      appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", jar: user.jar, body: form({ intent: "delete" }) }),
    );
    expect(first.status).toBe(303);
    expect(second.status).toBe(404);
    expect(await second.text()).toContain("This file was not found");
  });

  it("deleting a file from the file list twice: deleted, then a clear 404 message", async () => {
    const user = await signedInUser("pro");
    const id = await sampleDataset(user);
    const [first, second] = await twice(() =>
      appFetch("/dashboard/data-analysis", { method: "POST", jar: user.jar, body: form({ intent: "delete", datasetId: id }) }),
    );
    expect(first.status).toBe(303);
    expect(second.status).toBe(404);
    expect(await second.text()).toContain("This file was not found");
  });

  it("deleting a file through the API twice: deleted, then 404 JSON", async () => {
    const user = await signedInUser("pro");
    const id = await sampleDataset(user);
    const [first, second] = await twice(() => appFetch(`/api/datasets/${id}`, { method: "DELETE", jar: user.jar }));
    expect(first.status).toBe(200);
    expect(second.status).toBe(404);
    expect(await second.json()).toMatchObject({ message: expect.stringContaining("not found") });
  });

  it("deleting a conversation twice: deleted, then a 404 page; its messages are gone", async () => {
    const user = await signedInUser("pro");
    const datasetId = await sampleDataset(user);
    const asked = await appFetch("/dashboard/ai-analysis", {
      method: "POST",
      jar: user.jar,
      body: form({ intent: "ask", datasetId, question: "total revenue by region" }),
    });
    expect(asked.status).toBe(303);
    const conversationId = new URL(asked.headers.get("Location")!, "https://x.invalid").searchParams.get("conversation")!;
    const [first, second] = await twice(() =>
      appFetch("/dashboard/ai-analysis", { method: "POST", jar: user.jar, body: form({ intent: "delete-conversation", conversationId }) }),
    );
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe(`/dashboard/ai-analysis?dataset=${datasetId}`);
    expect(second.status).toBe(404);
    expect(await second.text()).toContain("This conversation was not found");
    const page = await appFetch(`/dashboard/ai-analysis?dataset=${datasetId}&conversation=${conversationId}`, { jar: user.jar });
    expect(page.status).toBe(404);
    const left = await env.DB.prepare("select count(*) as n from messages where conversation_id = ?").bind(conversationId).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("another user cannot delete someone's conversation: 404, and it stays", async () => {
    const owner = await signedInUser("pro");
    const stranger = await signedInUser("pro");
    const datasetId = await sampleDataset(owner);
    const asked = await appFetch("/dashboard/ai-analysis", {
      method: "POST",
      jar: owner.jar,
      body: form({ intent: "ask", datasetId, question: "total revenue by region" }),
    });
    const conversationId = new URL(asked.headers.get("Location")!, "https://x.invalid").searchParams.get("conversation")!;
    const attempt = await appFetch("/dashboard/ai-analysis", {
      method: "POST",
      jar: stranger.jar,
      body: form({ intent: "delete-conversation", conversationId }),
    });
    expect(attempt.status).toBe(404);
    const page = await appFetch(`/dashboard/ai-analysis?dataset=${datasetId}&conversation=${conversationId}`, { jar: owner.jar });
    expect(page.status).toBe(200);
  });

  it("signing out twice: both go home, the second without a session", async () => {
    const user = await signedInUser("free");
    const [first, second] = await twice(() => appFetch("/logout", { method: "POST", jar: user.jar }));
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toBe("/");
    const dashboard = await appFetch("/dashboard", { jar: user.jar });
    expect(dashboard.status).toBe(302);
  });
});

describe("a tampered form", () => {
  it("an unknown action on a file's page is a 400 page that says what to do", async () => {
    const user = await signedInUser("pro");
    const id = await sampleDataset(user);
    const res = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", jar: user.jar, body: form({ intent: "drop-table" }) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Unknown action: the form was changed or is out of date.");
  });
});
