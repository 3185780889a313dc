// Words that are also members of Object.prototype ("constructor", "toString", "__proto__") are ordinary words:
// in a header they are column words, in a question unknown words — never a crash (hostile uploads, issue #20/#14).
import { describe, expect, it } from "vitest";
import { ingestFile } from "./ingest/ingest";
import { openStoredDataset } from "./store/read";
import { collectPlannerFacts } from "./planner/facts";
import { planWithBuiltIn } from "./planner/builtin";
import { wordTable } from "./word-table";

describe("wordTable", () => {
  it("holds only its own entries", () => {
    const table = wordTable({ qty: "quantity" });
    expect(table.qty).toBe("quantity");
    expect(table.constructor).toBeUndefined();
    expect(table.toString).toBeUndefined();
    expect(Object.isFrozen(table)).toBe(true);
  });
});

describe("prototype words in files and questions", () => {
  it("reads headers named constructor/__proto__ and plans questions naming them or other prototype words", async () => {
    const csv = "name,constructor,toString,__proto__\na,1,2,x\nb,3,4,y\n";
    const ingested = await ingestFile({ bytes: new TextEncoder().encode(csv), fileName: "hostile.csv" });
    expect(ingested.schema.columns.map((c) => c.name)).toEqual(["name", "constructor", "toString", "__proto__"]);
    expect(ingested.profile.semantic?.columns.length).toBe(4);
    const dataset = await openStoredDataset(ingested.stored!);
    const facts = await collectPlannerFacts(dataset, ingested.profile);
    const ask = (question: string) => planWithBuiltIn({ question, schema: ingested.schema, profile: facts, datasetName: "hostile.csv" });
    expect(ask("What is the total constructor?").plan).toMatchObject({ measures: [{ op: "sum", column: ingested.schema.columns[1].id }] });
    expect(ask("how many valueOf hasOwnProperty isPrototypeOf").clarification?.unknownWords).toEqual(["valueOf", "hasOwnProperty", "isPrototypeOf"]);
  });
});
