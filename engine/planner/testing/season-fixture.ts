// A season of race results (our own): rounds, race and track names, winners, laps and points.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const seasonSchema: DatasetSchema = {
  rowCount: 12,
  columns: [
    { id: "round", name: "Round", type: "number" },
    { id: "race", name: "Race", type: "text" },
    { id: "track", name: "Track", type: "text" },
    { id: "winner", name: "Winner", type: "text" },
    { id: "laps", name: "Laps", type: "number" },
    { id: "points", name: "Points", type: "number" },
  ],
};
export const seasonFacts: PlannerFacts = {
  rowCount: 12,
  columns: [
    { id: "round", distinct: 12, min: 1, max: 12 },
    { id: "race", distinct: 12, values: ["Coastal 300", "Harbour Grand Prix", "Valley 200", "Summit Classic"] },
    { id: "track", distinct: 4, values: ["Brightwater", "Kestrel Park", "Lowmoor", "Redcliff"] },
    { id: "winner", distinct: 5, values: ["Ana Silva", "Ben Okafor", "Cleo Marsh", "Dev Rao", "Eli Novak"] },
    { id: "laps", distinct: 9, min: 150, max: 320 },
    { id: "points", distinct: 10, min: 20, max: 95 },
  ],
};
