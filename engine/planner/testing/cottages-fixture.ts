// Holiday cottages to let (our own), as exported from a booking site: sizes and walking times written with their
// unit in text cells ("1,120 sq ft", "12 min"), a nightly rate in euros, the year each cottage was built beside
// the date it was added. Used by the precision tests (issue #27) for figures kept as text and year bounds.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const cottagesSchema: DatasetSchema = {
  rowCount: 9,
  columns: [
    { id: "cottage", name: "Cottage", type: "text" },
    { id: "region", name: "Region", type: "text" },
    { id: "nightly_rate", name: "Nightly Rate", type: "number", unit: { kind: "currency", code: "EUR" } },
    { id: "floor_area", name: "Floor Area", type: "text" },
    { id: "walk_to_beach", name: "Walk to Beach", type: "text" },
    { id: "bedrooms", name: "Bedrooms", type: "number" },
    { id: "year_built", name: "Year Built", type: "number" },
    { id: "date_added", name: "Date Added", type: "date", hasTime: false },
  ],
};

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export const cottagesFacts: PlannerFacts = {
  rowCount: 9,
  columns: [
    { id: "cottage", distinct: 9, values: ["Gull Rock", "Heather End", "Old Mill", "Pilot House", "Sandpiper", "Tide Cottage", "Wren Barn", "Yew Lodge", "Quay View"] },
    { id: "region", distinct: 3, values: ["Cornwall", "Devon", "Dorset"] },
    { id: "nightly_rate", distinct: 9, min: 85, max: 240 },
    { id: "floor_area", distinct: 9, values: ["640 sq ft", "1,120 sq ft", "980 sq ft", "1,450 sq ft", "720 sq ft", "860 sq ft", "1,300 sq ft", "1,050 sq ft", "590 sq ft"] },
    { id: "walk_to_beach", distinct: 7, values: ["5 min", "12 min", "20 min", "8 min", "35 min", "15 min", "3 min"] },
    { id: "bedrooms", distinct: 4, min: 1, max: 4 },
    { id: "year_built", distinct: 8, min: 1890, max: 2016 },
    { id: "date_added", distinct: 9, min: day("2023-02-01"), max: day("2024-06-30") },
  ],
};
