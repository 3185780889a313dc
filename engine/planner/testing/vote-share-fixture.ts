// An election's results with each party's share of the vote stated in a percent column right after Votes (our
// own); the percent column's header is a parameter ("%", "Vote %", "Share", "Turnout %"). Used by the precision
// tests (issue #27) for shares the table states and for share words that name that column.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const voteShareSchema = (percentName: string): DatasetSchema => ({
  rowCount: 5,
  columns: [
    { id: "party", name: "Party", type: "text" },
    { id: "votes", name: "Votes", type: "number" },
    { id: "pct", name: percentName, type: "number", unit: { kind: "percent" } },
    { id: "seats", name: "Seats", type: "number" },
  ],
});

export const voteShareFacts: PlannerFacts = {
  rowCount: 5,
  columns: [
    { id: "party", distinct: 5, values: ["Harbour Party", "Valley Union", "Coastal League", "Forest Movement", "Mountain Bloc"] },
    { id: "votes", distinct: 5, min: 12000, max: 98000 },
    { id: "pct", distinct: 5, min: 0.041, max: 0.382 },
    { id: "seats", distinct: 5, min: 0, max: 40 },
  ],
};
