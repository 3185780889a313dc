// A swimming final's results (our own): one row per swimmer, nationalities that repeat, and a Notes column whose
// cells hold record marks (NR national record, WR world record) or Q for qualified. Used by the precision tests
// (issue #27) for counts of swimmers that must not become the number of different nationalities.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const heatsSchema: DatasetSchema = {
  rowCount: 8,
  columns: [
    { id: "rank", name: "Rank", type: "number" },
    { id: "lane", name: "Lane", type: "number" },
    { id: "name", name: "Name", type: "text" },
    { id: "nationality", name: "Nationality", type: "text" },
    { id: "notes", name: "Notes", type: "text" },
  ],
};

export const heatsFacts: PlannerFacts = {
  rowCount: 8,
  columns: [
    { id: "rank", distinct: 8, min: 1, max: 8 },
    { id: "lane", distinct: 8, min: 1, max: 8 },
    { id: "name", distinct: 8, values: ["Ines Lopa", "Kai Sund", "Mira Olt", "Noor Haas", "Pia Renk", "Rui Selo", "Tess Vank", "Uma Wirt"] },
    { id: "nationality", distinct: 5, values: ["Portugal", "Sweden", "Estonia", "Netherlands", "Austria"] },
    { id: "notes", distinct: 4, missing: 3, values: ["Q", "NR", "WR", "Q, NR"] },
  ],
};
