import { describe, expect, it } from "vitest";
import { withoutAnswerNotes } from "./instructions";

describe("withoutAnswerNotes", () => {
  it("drops trailing notes on the answer's form", () => {
    expect(withoutAnswerNotes("Which team sold the most? Answer with a single category.")).toBe("Which team sold the most?");
    expect(withoutAnswerNotes("List the three largest invoices. If there are fewer than three, list as many as there are.")).toBe("List the three largest invoices.");
    expect(withoutAnswerNotes("List the ids of late orders. If there are none answer with an empty list.")).toBe("List the ids of late orders.");
  });

  it("keeps notes that change the answer, and a note that is the whole question", () => {
    expect(withoutAnswerNotes("How tall is the tallest player? Answer with the number of meters.")).toBe("How tall is the tallest player? Answer with the number of meters.");
    expect(withoutAnswerNotes("Answer with a single number")).toBe("Answer with a single number");
  });

  it("unwraps a question quoted as a whole", () => {
    expect(withoutAnswerNotes('"What is the average order value?"')).toBe("What is the average order value?");
    expect(withoutAnswerNotes("Which region has 'North' in its name?")).toBe("Which region has 'North' in its name?");
  });
});
