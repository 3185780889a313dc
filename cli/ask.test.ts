import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { salesCsv } from "../tests/fixtures/generate-sales";
import { type AskJson, runAsk } from "./ask";

let dir: string;
let csv: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "insightlab-ask-"));
  csv = join(dir, "sales.csv");
  writeFileSync(csv, salesCsv(2_000, 3));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run ask", () => {
  it("executes a --plan and prints exactly one JSON object with --json", async () => {
    const plan = { kind: "aggregate", groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "revenue" }], top: { n: 1 } };
    const out = await runAsk([csv, "which region sells most?", "--json", "--plan", JSON.stringify(plan)]);
    expect(out.code).toBe(0);
    expect(out.stderr).toBe("");
    const lines = out.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const json = JSON.parse(lines[0]) as AskJson;
    expect(json.answer).toMatch(/has the highest Total revenue/);
    expect(typeof json.value).toBe("string");
    expect(json.table.columns.map((c) => c.id)).toEqual(["region", "sum_revenue"]);
    expect(json.table.rows).toHaveLength(1);
    expect(json.chart.type).toBe("bar");
    expect(json.plan).toMatchObject({ kind: "aggregate", measures: [{ id: "sum_revenue" }] });
  });

  it("gives a value from a column of percentages as the file writes it, and a worked-out share as a fraction", async () => {
    const shares = join(dir, "shares.csv");
    writeFileSync(shares, ["Party,Votes,%,Seats", "Harbour,5000,50.0%,6", "Valley,3000,30.0%,3", "Coastal,2000,20.0%,1"].join("\n"));
    const ask = async (question: string) => JSON.parse((await runAsk([shares, question, "--json"])).stdout) as AskJson;
    // Before: 0.3, which reads as 0.3 % to anyone taking the value for the percentage the file states.
    expect((await ask("what percentage of the vote did Valley get?")).value).toBe("30.0%");
    expect((await ask("what percentage of the seats did Valley get?")).value).toBeCloseTo(0.3);
  });

  it("prints a readable answer without --json", async () => {
    const out = await runAsk([csv, "--plan", JSON.stringify({ kind: "aggregate", measures: [{ op: "count" }] })]);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^There are 2,000 rows\.\n/);
    expect(out.stdout).toMatch(/Chart: none — A single value needs no chart\./);
  });

  it("explains bad plans, files and arguments with a non-zero exit", async () => {
    const bad = await runAsk([csv, "--plan", JSON.stringify({ kind: "aggregate", measures: [{ op: "sum", column: "region" }] })]);
    expect(bad).toMatchObject({ code: 1, stdout: "" });
    expect(bad.stderr).toBe("'region' is text here, so it cannot be summed — 2,000 of its values are not numbers.\n");
    expect((await runAsk([csv, "--plan", "{nope"])).stderr).toMatch(/^--plan is not valid JSON/);
    expect(await runAsk([join(dir, "missing.csv"), "total"])).toMatchObject({ code: 2, stderr: expect.stringMatching(/there is no such file/) });
    expect((await runAsk([])).code).toBe(2);
    expect((await runAsk([csv, "a", "b"])).stderr).toMatch(/Too many arguments/);
    expect((await runAsk([csv, "q", "--sheet"])).stderr).toMatch(/--sheet needs a value/);
    expect((await runAsk([csv, "q", "--verbose"])).stderr).toMatch(/Unknown option --verbose/);
    const empty = join(dir, "empty.csv");
    writeFileSync(empty, "");
    const emptyOut = await runAsk([empty, "--plan", JSON.stringify({ kind: "aggregate", measures: [{ op: "count" }] })]);
    expect(emptyOut.code).toBe(1);
    expect(emptyOut.stderr.length).toBeGreaterThan(10);
  });

  it("prints a question back's choices, the question reworded, to ask instead", async () => {
    // "Lisbon" is an origin and a destination, with different totals.
    const shipments = join(dir, "shipments.csv");
    writeFileSync(shipments, ["Origin,Destination,Revenue", "Lisbon,Porto,10", "Porto,Lisbon,20", "Lisbon,Madrid,45"].join("\n"));
    const out = await runAsk([shipments, "total revenue for Lisbon"]);
    expect(out.stdout).toMatch(/Which one did you mean\?\n\nAsk instead:\n {2}total revenue for Origin Lisbon\n {2}total revenue for Destination Lisbon\n$/);
    const json = JSON.parse((await runAsk([shipments, "total revenue for Lisbon", "--json"])).stdout) as AskJson;
    expect(json.choices?.map((c) => c.question)).toEqual(["total revenue for Origin Lisbon", "total revenue for Destination Lisbon"]);
  });
});
