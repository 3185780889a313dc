// Asking questions through the API and the page: answers, follow-ups, the stored thread, the monthly quota,
// saved analyses, and owner isolation of conversations.
import { describe, expect, it } from "vitest";
import { appFetch, form } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

const CSV = [
  "Order Date,Region,Product,Revenue",
  "2023-03-01,North,Desk,100",
  "2023-06-01,South,Chair,50",
  "2024-01-15,North,Desk,300",
  "2024-02-20,South,Lamp,200",
  "2024-05-05,East,Chair,80",
  "2024-07-07,North,Lamp,120",
].join("\n");

interface AnswerJson {
  conversationId: string;
  messageId: string;
  kind: string;
  answer: string;
  table: { columns: { name: string }[]; rows: (string | number | null)[][] };
  chart: { type: string; categories: string[] };
  plan: unknown;
  planner: string;
  receipt: string[];
}

async function ask(user: TestUser, datasetId: string, question: string, conversationId?: string): Promise<Response> {
  return appFetch(`/api/datasets/${datasetId}/ask`, {
    method: "POST",
    body: JSON.stringify({ question, conversationId }),
    headers: { "Content-Type": "application/json" },
    jar: user.jar,
  });
}

async function readyDataset(user: TestUser): Promise<string> {
  const res = await upload(user, "orders.csv", CSV);
  expect(res.status).toBe(201);
  return ((await res.json()) as { dataset: { id: string } }).dataset.id;
}

describe("POST /api/datasets/:id/ask", () => {
  it("answers with a sentence, a table and a bar chart, and a follow-up keeps the context", async () => {
    const user = await signedInUser();
    const id = await readyDataset(user);
    const first = await ask(user, id, "total revenue by region");
    expect(first.status).toBe(200);
    const a = (await first.json()) as AnswerJson;
    expect(a.kind).toBe("answer");
    expect(a.chart.type).toBe("bar");
    expect(a.planner).toBe("built-in");
    const totals = Object.fromEntries(a.table.rows.map((r) => [r[0], r[1]]));
    expect(totals).toEqual({ North: 520, South: 250, East: 80 });
    expect(a.answer).toMatch(/North/);
    expect(a.receipt.join(" ")).toMatch(/6 rows/);

    const second = await ask(user, id, "only 2024", a.conversationId);
    expect(second.status).toBe(200);
    const b = (await second.json()) as AnswerJson;
    expect(b.conversationId).toBe(a.conversationId);
    expect(Object.fromEntries(b.table.rows.map((r) => [r[0], r[1]]))).toEqual({ North: 420, South: 200, East: 80 });

    // The thread is stored: the page shows both questions after a reload.
    const page = await appFetch(`/dashboard/ai-analysis?dataset=${id}&conversation=${a.conversationId}`, { jar: user.jar });
    const html = await page.text();
    expect(html).toContain("total revenue by region");
    expect(html).toContain("only 2024");
    // Server-rendered chart (inline SVG) and table, for browsers without JavaScript.
    expect(html).toMatch(/data-testid="answer-chart"[\s\S]*?<svg/);
    expect(html).toContain('data-testid="answer-table"');
  });

  it("executes both readings of a value found in two columns: the one matching rows answers; two that both answer are asked back", async () => {
    const user = await signedInUser();
    // "Lisbon" is an origin and a destination; no Desk shipped from Lisbon, two went to it.
    const csv = ["Origin,Destination,Product,Revenue", "Lisbon,Porto,Chair,10", "Porto,Lisbon,Desk,20", "Madrid,Lisbon,Desk,30", "Lisbon,Madrid,Lamp,45"].join("\n");
    const res = await upload(user, "shipments.csv", csv);
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { dataset: { id: string } }).dataset.id;
    const desks = (await (await ask(user, id, "total revenue of Desk for Lisbon")).json()) as AnswerJson;
    expect(desks.kind).toBe("answer");
    expect(desks.table.rows).toEqual([[50]]);
    expect(desks.receipt).toContain("No rows matched when reading 'Lisbon' in 'Origin', so I read 'Lisbon' in 'Destination'.");
    expect(desks.plan).toMatchObject({ filters: expect.arrayContaining([{ column: "destination", op: "eq", value: "Lisbon" }]) });
    // Both readings match rows and give different totals (55 and 50): a tie the data does not settle is a
    // question back naming both, never the first pick answered (issue #27).
    const both = (await (await ask(user, id, "total revenue for Lisbon")).json()) as { kind: string; answer: string; conversationId: string };
    expect(both.kind).toBe("clarification");
    expect(both.answer).toMatch(/Did you mean "Total Revenue — where Origin is Lisbon" or "Total Revenue — where Destination is Lisbon"\?/);
    const html = await (await appFetch(`/dashboard/ai-analysis?dataset=${id}&conversation=${both.conversationId}`, { jar: user.jar })).text();
    expect(html).toContain("where Destination is Lisbon");
  });

  it("refuses the question past the Free plan's 5 a month with upgradeRequired, and counts only answers", async () => {
    const user = await signedInUser();
    const id = await readyDataset(user);
    const unclear = await ask(user, id, "what is the profit margin of unicorns");
    expect(((await unclear.json()) as AnswerJson).kind).toBe("clarification");
    for (let i = 0; i < 5; i++) expect((await ask(user, id, "total revenue")).status).toBe(200);
    const refused = await ask(user, id, "total revenue by product");
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ upgradeRequired: true, message: expect.stringMatching(/5 AI questions/) });
  });

  it("asks through the page's form post (no JavaScript) and saves an answer as an analysis", async () => {
    const user = await signedInUser();
    const id = await readyDataset(user);
    const posted = await appFetch("/dashboard/ai-analysis", { method: "POST", body: form({ intent: "ask", datasetId: id, question: "revenue by month" }), jar: user.jar });
    expect(posted.status).toBe(303);
    const location = posted.headers.get("Location")!;
    const conversationId = new URL(location, "http://x").searchParams.get("conversation")!;
    const messageId = location.split("#answer-")[1];
    const saved = await appFetch("/dashboard/ai-analysis", { method: "POST", body: form({ intent: "save", conversationId, messageId }), jar: user.jar });
    expect(saved.status).toBe(303);
    const home = await (await appFetch("/dashboard", { jar: user.jar })).text();
    expect(home).toContain("revenue by month");
  });

  it("keeps conversations and datasets private: another user gets 404", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const id = await readyDataset(owner);
    const a = (await (await ask(owner, id, "total revenue by region")).json()) as AnswerJson;
    expect((await ask(other, id, "total revenue")).status).toBe(404);
    const otherId = await readyDataset(other);
    expect((await ask(other, otherId, "only 2024", a.conversationId)).status).toBe(404);
    expect((await appFetch(`/dashboard/ai-analysis?conversation=${a.conversationId}`, { jar: other.jar })).status).toBe(404);
    expect((await appFetch(`/dashboard/ai-analysis?dataset=${id}`, { jar: other.jar })).status).toBe(404);
  });
});
