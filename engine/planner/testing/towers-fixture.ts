// A city's tall buildings (our own): names, some of which end in "Building", heights, floors, free-text notes
// that mention "tallest building". Used by the precision tests (issue #27) for the rows' own words read as values.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const towersSchema: DatasetSchema = {
  rowCount: 6,
  columns: [
    { id: "rank", name: "Rank", type: "number" },
    { id: "name", name: "Name", type: "text" },
    { id: "height_m", name: "Height (m)", type: "number" },
    { id: "floors", name: "Floors", type: "number" },
    { id: "notes", name: "Notes", type: "text" },
  ],
};

export const towersFacts: PlannerFacts = {
  rowCount: 6,
  columns: [
    { id: "rank", distinct: 6, min: 1, max: 6 },
    { id: "name", distinct: 6, values: ["Harbor Tower", "Union Building", "Globe Building", "Meridian Center", "Park Plaza", "Old Post Building"] },
    { id: "height_m", distinct: 6, min: 95, max: 241 },
    { id: "floors", distinct: 6, min: 22, max: 57 },
    { id: "notes", distinct: 2, missing: 4, values: ["Tallest building in the city since 1972", "Tallest building from 1929 to 1972"] },
  ],
};
