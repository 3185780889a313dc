// A column's name read across "and"/"or" keeps its words' order (issue #27): "which driver and co-driver …" names
// two columns, Driver and Co-driver, not Co-driver read backwards from "driver and co"; "siblings or spouses" still
// names Siblings_Spouses.
import { describe, expect, it } from "vitest";
import type { DatasetSchema } from "../../types";
import { schemaIndexFor } from "../schema-index";
import { readQuestion } from "./mentions";

const schema: DatasetSchema = {
  rowCount: 6,
  columns: [
    { id: "driver", name: "Driver", type: "text" },
    { id: "co_driver", name: "Co-driver", type: "text" },
    { id: "siblings_spouses", name: "Siblings_Spouses", type: "number" },
    { id: "points", name: "Points", type: "number" },
  ],
};
const columnsRead = (question: string) =>
  readQuestion(question, schemaIndexFor(schema, { rowCount: 6, columns: [] })).mentions.flatMap((m) => (m.kind === "column" ? [m.column.id] : []));

describe("a column named across a conjunction", () => {
  it("is not read from its words in the other order", () => {
    expect(columnsRead("which driver and co-driver scored the most points?")).toEqual(["driver", "co_driver", "points"]);
  });

  it("is read from its words in their order", () => {
    expect(columnsRead("average siblings or spouses")).toContain("siblings_spouses");
  });
});
