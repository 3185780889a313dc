// Fairground ride models (our own): how many riders each seats, the year it came out, whether it is portable,
// a rating. Used by the precision tests (issue #27) for columns read on weak evidence.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const ridesSchema: DatasetSchema = {
  rowCount: 9,
  columns: [
    { id: "model_name", name: "Model name", type: "text" },
    { id: "riders", name: "Riders", type: "number" },
    { id: "release_year", name: "Release year", type: "number" },
    { id: "portable", name: "Portable", type: "boolean" },
    { id: "rating", name: "Rating", type: "number" },
  ],
};

export const ridesFacts: PlannerFacts = {
  rowCount: 9,
  columns: [
    { id: "model_name", distinct: 9, values: ["Skater", "Twister", "Comet", "Swing Tower", "Drop Zone", "Wave", "Orbit", "Jumper", "Loop"] },
    { id: "riders", distinct: 6, min: 8, max: 48 },
    { id: "release_year", distinct: 6, min: 2008, max: 2014 },
    { id: "portable", distinct: 2 },
    { id: "rating", distinct: 9, min: 2.1, max: 4.8 },
  ],
};
