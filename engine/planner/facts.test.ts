import { describe, expect, it } from "vitest";
import { datasetFromColumns } from "../dataset/from-columns";
import { openStoredDataset } from "../store/read";
import { writeStoredDataset } from "../store/write-dataset";
import type { DatasetSchema } from "../types";
import { collectPlannerFacts } from "./facts";

const schema: DatasetSchema = {
  rowCount: 6,
  columns: [
    { id: "region", name: "Region", type: "text" },
    { id: "amount", name: "Amount", type: "number" },
    { id: "day", name: "Day", type: "date" },
    { id: "product", name: "Product", type: "text" },
  ],
};
const dataset = datasetFromColumns(
  schema,
  {
    region: ["North", "South", "North", null, "East", "North"],
    amount: [10, 20, null, 40, 50, 60],
    day: ["2024-01-01", "2024-02-01", "2024-03-01", null, "2024-05-01", "2024-06-01"],
    product: ["Desk", "Lamp", "Desk", "Desk", "Chair", "Lamp"],
  },
  2,
);

async function stored() {
  const parts: Uint8Array[] = [];
  const { profile, bytes: size } = await writeStoredDataset(dataset, (bytes) => void parts.push(bytes.slice()));
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  const reads: [number, number][] = [];
  const opened = await openStoredDataset({ size, read: async (at, length) => (reads.push([at, length]), bytes.slice(at, at + length)) });
  return { opened, profile, reads };
}

describe("collectPlannerFacts", () => {
  it("reads only the text columns when the profile gives the ranges, with the facts a full read gives", async () => {
    const { opened, profile, reads } = await stored();
    reads.length = 0;
    const facts = await collectPlannerFacts(opened, profile);
    expect(facts).toEqual(await collectPlannerFacts(dataset, profile));
    expect(facts.columns.find((c) => c.id === "region")?.values).toEqual(["North", "South", "East"]);
    const numeric = opened.footer.segments.flatMap((s) => [s.columns!.amount, s.columns!.day]);
    expect(reads.length).toBeGreaterThan(0);
    for (const [offset, length] of reads) for (const chunk of numeric) expect(offset + length <= chunk.offset || chunk.offset + chunk.length <= offset).toBe(true);
  });

  it("reads number and date columns for their ranges when there is no profile", async () => {
    const { opened } = await stored();
    const facts = await collectPlannerFacts(opened);
    expect(facts.columns.find((c) => c.id === "amount")).toMatchObject({ min: 10, max: 60, missing: 1 });
    expect(facts.columns.find((c) => c.id === "day")).toMatchObject({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2024, 5, 1), missing: 1 });
  });
});
