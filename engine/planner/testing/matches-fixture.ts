// A league's match results (our own): one row per match, the home and the away team (every team appears in both
// columns), goals and attendance. Used by the precision tests (issue #27) for lists of values after a negation
// ("not Ashby or Brent") and for values found in two columns.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const matchesSchema: DatasetSchema = {
  rowCount: 8,
  columns: [
    { id: "home_team", name: "Home Team", type: "text" },
    { id: "away_team", name: "Away Team", type: "text" },
    { id: "goals", name: "Goals", type: "number" },
    { id: "attendance", name: "Attendance", type: "number" },
  ],
};

export const matchesFacts: PlannerFacts = {
  rowCount: 8,
  columns: [
    { id: "home_team", distinct: 4, values: ["Ashby", "Brent", "Calder", "Dunmore"] },
    { id: "away_team", distinct: 4, values: ["Brent", "Calder", "Dunmore", "Ashby"] },
    { id: "goals", distinct: 6, min: 0, max: 6 },
    { id: "attendance", distinct: 8, min: 8000, max: 41000 },
  ],
};
