// A refusal that names its readings offers each as a choice (issue #27): "how many regions have revenue over
// 1,000" — by each region's total, its average, or any one row over 1,000. The API returns the choices, the page
// renders them as buttons of its ask form, and posting one (as the button does, with or without JavaScript)
// answers it in the same conversation, the way its label says.
import { describe, expect, it } from "vitest";
import { appFetch, form } from "./helpers";
import { signedInUser, upload } from "./workspace-helpers";

// North: total 1,300, average 650, no row over 1,000. South: total 1,300, average 650, one row over. East: 1,500.
const SALES = ["Region,Revenue", "North,600", "North,700", "South,1200", "South,100", "East,1500", "West,200"].join("\n");

interface AnswerJson {
  conversationId: string;
  kind: string;
  answer: string;
  value?: unknown;
  choices?: { label: string; question: string }[];
}

describe("choices of a refusal", () => {
  it("offers each group's total, average, or any one row, and each choice posted through the page is answered that way", async () => {
    const user = await signedInUser();
    const res = await upload(user, "sales.csv", SALES);
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { dataset: { id: string } }).dataset.id;
    const ask = async (question: string): Promise<AnswerJson> => {
      const asked = await appFetch(`/api/datasets/${id}/ask`, { method: "POST", body: JSON.stringify({ question }), headers: { "Content-Type": "application/json" }, jar: user.jar });
      expect(asked.status).toBe(200);
      return (await asked.json()) as AnswerJson;
    };

    const back = await ask("How many regions have revenue over 1000?");
    expect(back.kind).toBe("clarification");
    expect(back.choices).toEqual([
      { label: "Region values whose total Revenue is over 1000", question: "How many regions have total Revenue over 1000?" },
      { label: "Region values whose average Revenue is over 1000", question: "How many regions have average Revenue over 1000?" },
      { label: "Region values with a row where Revenue is over 1000", question: "How many regions have a row with Revenue over 1000?" },
    ]);

    // The page renders each choice as a button of its ask form carrying the reworded question.
    const html = await (await appFetch(`/dashboard/ai-analysis?dataset=${id}&conversation=${back.conversationId}`, { jar: user.jar })).text();
    for (const choice of back.choices!) expect(html).toContain(`name="question" value="${choice.question}"`);

    // What the third button posts, without JavaScript: answered in the same conversation.
    const posted = await appFetch("/dashboard/ai-analysis", { method: "POST", body: form({ intent: "ask", datasetId: id, conversationId: back.conversationId, question: back.choices![2].question }), jar: user.jar });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toMatch(new RegExp(`conversation=${back.conversationId}#answer-`));
    const page = await (await appFetch(posted.headers.get("Location")!.replace(/#.*$/, ""), { jar: user.jar })).text();
    expect(page).toContain("How many regions have a row with Revenue over 1000?");

    // Each choice answers what its label says: 3 regions by total, 1 by average, 2 with a row over 1,000.
    const answers = [];
    for (const choice of back.choices!) answers.push(await ask(choice.question));
    expect(answers.map((a) => [a.kind, a.value])).toEqual([
      ["answer", 3],
      ["answer", 1],
      ["answer", 2],
    ]);
  });
});
