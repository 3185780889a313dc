// A ski race's results (our own): one row per skier, the finishing Place (1–8), a bib number, nations that
// repeat, World Cup points that add up, a judges' style mark that does not, and the heat each skier ran in.
// Used by the precision tests (issue #27) for counts planned as totals of a column that is no count.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const raceSchema: DatasetSchema = {
  rowCount: 8,
  columns: [
    { id: "place", name: "Place", type: "number" },
    { id: "bib", name: "Bib", type: "number" },
    { id: "skier", name: "Skier", type: "text" },
    { id: "nation", name: "Nation", type: "text" },
    { id: "points", name: "Points", type: "number" },
    { id: "style", name: "Style", type: "number" },
    { id: "heat_no", name: "Heat No", type: "number" },
  ],
};

export const raceFacts: PlannerFacts = {
  rowCount: 8,
  columns: [
    { id: "place", distinct: 8, min: 1, max: 8 },
    { id: "bib", distinct: 8, min: 3, max: 41 },
    { id: "skier", distinct: 8, values: ["Anna Berg", "Mia Holm", "Lea Moser", "Ida Lund", "Eva Krall", "Sara Ek", "Tove Dahl", "Nina Graf"] },
    { id: "nation", distinct: 3, values: ["Norway", "Sweden", "Austria"] },
    { id: "points", distinct: 8, min: 13, max: 100 },
    { id: "style", distinct: 8, min: 16.5, max: 19.5 },
    { id: "heat_no", distinct: 2, min: 1, max: 2 },
  ],
};
