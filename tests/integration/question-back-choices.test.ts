// A question back offers choices (issue #27): the API returns each as the question reworded with the exact column
// or value, the page renders them as buttons of its ask form, and posting one — as the button does, with or
// without JavaScript — answers it in the same conversation. Every question back says who asked it and why.
import { describe, expect, it } from "vitest";
import { appFetch, form } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

// "Lisbon" is an origin and a destination: shipments from it total 55, to it 50.
const SHIPMENTS = ["Origin,Destination,Product,Revenue", "Lisbon,Porto,Chair,10", "Porto,Lisbon,Desk,20", "Madrid,Lisbon,Desk,30", "Lisbon,Madrid,Lamp,45"].join("\n");

interface AnswerJson {
  conversationId: string;
  messageId: string;
  kind: string;
  answer: string;
  value?: unknown;
  planner: string;
  receipt?: string[];
  choices?: { label: string; question: string }[];
}

async function ask(user: TestUser, datasetId: string, question: string): Promise<AnswerJson> {
  const res = await appFetch(`/api/datasets/${datasetId}/ask`, { method: "POST", body: JSON.stringify({ question }), headers: { "Content-Type": "application/json" }, jar: user.jar });
  expect(res.status).toBe(200);
  return (await res.json()) as AnswerJson;
}

async function shipments(user: TestUser): Promise<string> {
  const res = await upload(user, "shipments.csv", SHIPMENTS);
  expect(res.status).toBe(201);
  return ((await res.json()) as { dataset: { id: string } }).dataset.id;
}

// Order lines: one row per product of an order, so the 3 orders take 6 rows.
const ORDER_LINES = ["Order ID,Product,Quantity,Customer", "A1,Desk,1,Acme", "A1,Lamp,2,Acme", "A2,Chair,4,Birch", "A2,Desk,1,Birch", "A2,Lamp,3,Birch", "A3,Chair,2,Cobalt"].join("\n");

describe("choices of a question back", () => {
  it("returns a tie's readings as choices, and posting one through the page's ask form answers it", async () => {
    const user = await signedInUser();
    const id = await shipments(user);
    const back = await ask(user, id, "total revenue for Lisbon");
    expect(back.kind).toBe("clarification");
    expect(back.choices).toEqual([
      { label: "Total Revenue — where Origin is Lisbon", question: "total revenue for Origin Lisbon" },
      { label: "Total Revenue — where Destination is Lisbon", question: "total revenue for Destination Lisbon" },
    ]);
    // Offline nobody else can plan it: the receipt says the built-in planner asked back, and why.
    expect(back.receipt).toEqual([expect.stringMatching(/^Asked back by the built-in planner \(not sure: .+\)\. Workers AI is not available in local development\.$/)]);

    // The page renders each choice as a submit button of its ask form, carrying the reworded question.
    const html = await (await appFetch(`/dashboard/ai-analysis?dataset=${id}&conversation=${back.conversationId}`, { jar: user.jar })).text();
    expect(html).toContain('name="question" value="total revenue for Destination Lisbon"');
    expect(html).toMatch(/<input type="hidden" name="intent" value="ask"\/>/);

    // What the button posts (no JavaScript needed): answered in the same conversation, with the choice made.
    const posted = await appFetch("/dashboard/ai-analysis", {
      method: "POST",
      body: form({ intent: "ask", datasetId: id, conversationId: back.conversationId, question: back.choices![1].question }),
      jar: user.jar,
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toMatch(new RegExp(`conversation=${back.conversationId}#answer-`));
    const page = await (await appFetch(posted.headers.get("Location")!.replace(/#.*$/, ""), { jar: user.jar })).text();
    expect(page).toContain("Revenue (Destination is Lisbon) totals 50.");
  });

  it("answers the API's choice as asked: the question reworded reads one way only", async () => {
    const user = await signedInUser();
    const id = await shipments(user);
    const back = await ask(user, id, "total revenue for Lisbon");
    const chosen = await ask(user, id, back.choices![0].question);
    expect(chosen.kind).toBe("answer");
    expect(chosen.value).toBe(55);
    expect(chosen.receipt?.[0]).toMatch(/^Planned by the built-in planner \(sure of this reading/);
  });

  it("asks 'rows or different orders?' with both as choices, each answered through the page's ask form", async () => {
    const user = await signedInUser();
    const res = await upload(user, "order_lines.csv", ORDER_LINES);
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { dataset: { id: string } }).dataset.id;
    const back = await ask(user, id, "how many orders are there?");
    expect(back.kind).toBe("clarification");
    expect(back.answer).toMatch(/^'Order ID' repeats across rows/);
    expect(back.choices).toEqual([
      { label: "How many rows", question: "how many rows are there?" },
      { label: "How many different Order ID values", question: "how many different Order ID are there?" },
    ]);
    expect(back.receipt?.[0]).toMatch(/^Asked back by the built-in planner/);
    // Each choice, posted as its button posts it, is answered in the same conversation.
    const answers = [];
    for (const choice of back.choices!) {
      const posted = await appFetch("/dashboard/ai-analysis", { method: "POST", body: form({ intent: "ask", datasetId: id, conversationId: back.conversationId, question: choice.question }), jar: user.jar });
      expect(posted.status).toBe(303);
      answers.push(await ask(user, id, choice.question));
    }
    expect(answers.map((a) => [a.kind, a.value])).toEqual([
      ["answer", 6],
      ["answer", 3],
    ]);
    const page = await (await appFetch(`/dashboard/ai-analysis?dataset=${id}&conversation=${back.conversationId}`, { jar: user.jar })).text();
    expect(page).toContain('name="question" value="how many different Order ID are there?"');
  });

  it("offers the column a word could not be placed in, and says who asked back", async () => {
    const user = await signedInUser();
    const id = await shipments(user);
    const back = await ask(user, id, "average profit by product");
    expect(back.kind).toBe("clarification");
    expect(back.answer).toMatch(/^I couldn't find 'profit' in this data\. Did you mean 'Revenue'\?/);
    expect(back.choices).toEqual([{ label: "Revenue", question: "average Revenue by product" }]);
    expect(back.receipt?.[0]).toMatch(/^Asked back by the built-in planner/);
  });
});
