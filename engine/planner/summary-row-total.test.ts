// A total asked of a table that carries its own totals row (issue #27): the rows added up (the summary row left
// out) and the summary row's own figure are two readings of "the total". When they agree the answer stands; when
// the table's own total says another figure (a row missing, a footnoted correction), the planner asks which.
// Our own council table.
import { describe, expect, it } from "vitest";
import { answerPlanned } from "../answer/answer-readings";
import { datasetFromColumns } from "../dataset/from-columns";
import type { DatasetSchema } from "../types";
import { planWithBuiltIn } from "./builtin";
import { collectPlannerFacts } from "./facts";

const schema: DatasetSchema = {
  rowCount: 5,
  columns: [
    { id: "party", name: "Party", type: "text" },
    { id: "seats_before", name: "Seats Before", type: "number" },
    { id: "seats_after", name: "Seats After", type: "number" },
  ],
};
// Seats After adds up to its totals row; Seats Before's totals row counts a vacant seat no party row holds.
const dataset = datasetFromColumns(schema, {
  party: ["Harbour", "Moorland", "Riverside", "Independent", "Total"],
  seats_before: [12, 9, 4, 1, 27],
  seats_after: [10, 11, 3, 2, 26],
});

async function ask(question: string) {
  const planned = planWithBuiltIn({ question, schema, profile: await collectPlannerFacts(dataset), datasetName: "council.csv" });
  return { planned, answered: await answerPlanned(dataset, planned) };
}

describe("a total beside the table's own totals row", () => {
  it("is answered when the rows add up to the totals row", async () => {
    const { answered } = await ask("what is the total of seats after?");
    expect(answered.kind).toBe("answer");
    expect(answered.kind === "answer" && answered.result.table.rows).toEqual([[26]]);
  });

  it("is asked back, with both figures, when the totals row says another figure", async () => {
    const { answered } = await ask("what is the total of seats before?");
    expect(answered.kind).toBe("clarification");
    const message = answered.kind === "clarification" ? answered.clarification.message : "";
    expect(message).toContain("26");
    expect(message).toContain("27");
  });
});
