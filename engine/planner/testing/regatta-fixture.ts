// Rowing regatta results (our own): one row per crew, as copied from a report. Wins keeps a subtotal per line in
// some cells ("3\n1\n4"), so it reads as text; Boat is blank for crews whose boat was not noted, and every noted
// boat is an "…-seat shell". Used by the precision tests (issue #27).
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const regattaSchema: DatasetSchema = {
  rowCount: 8,
  columns: [
    { id: "crew", name: "Crew", type: "text" },
    { id: "nation", name: "Nation", type: "text" },
    { id: "wins", name: "Wins", type: "text" },
    { id: "boat", name: "Boat", type: "text" },
    { id: "season", name: "Season", type: "number" },
  ],
};

export const regattaFacts: PlannerFacts = {
  rowCount: 8,
  columns: [
    { id: "crew", distinct: 8, values: ["Aalborg Blue", "Bergen Oars", "Cork Harbour", "Delft Eight", "Essen Four", "Fjord Pair", "Gdansk Scull", "Hobart Bow"] },
    { id: "nation", distinct: 6, values: ["Norway", "Denmark", "Ireland", "Netherlands", "Germany", "Poland"] },
    { id: "wins", distinct: 6, values: ["4", "0", "3\n1\n4", "2", "1", "5 (shared)"] },
    { id: "boat", distinct: 3, missing: 3, values: ["Eight-seat shell", "Four-seat shell", "Two-seat shell"] },
    { id: "season", distinct: 3, min: 2019, max: 2021 },
  ],
};
