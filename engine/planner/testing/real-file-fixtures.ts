// Schemas shaped like files people download from the web rather than export from a CRM: short codes,
// numbers that label categories (month 1–12), quoted headers, no date column. Written by us for the
// planner's tests of the real-file failure classes.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

/** A weather-station log: one row per reading. */
export const readingsSchema: DatasetSchema = {
  rowCount: 1200,
  columns: [
    { id: "station", name: "station", type: "text" },
    { id: "month", name: "month", type: "number" },
    { id: "weekday", name: "weekday", type: "text" },
    { id: "temp", name: "temp", type: "number" },
    { id: "rh", name: "RH", type: "number" },
    { id: "wind_kmh", name: "wind_kmh", type: "number" },
    { id: "uvi", name: "UVI", type: "number" },
    { id: "rain_mm", name: "rain_mm", type: "number" },
  ],
};

export const readingsFacts: PlannerFacts = {
  rowCount: 1200,
  columns: [
    { id: "station", distinct: 4, missing: 0, values: ["Harbour", "Airport", "Hilltop", "Old Town"] },
    { id: "month", distinct: 12, min: 1, max: 12, top: [{ value: 7, count: 130 }, { value: 8, count: 120 }, { value: 1, count: 90 }] },
    { id: "weekday", distinct: 7, missing: 0, values: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] },
    { id: "temp", distinct: 300, min: -4.5, max: 36.2 },
    { id: "rh", distinct: 80, min: 12, max: 100 },
    { id: "wind_kmh", distinct: 90, min: 0, max: 61 },
    { id: "uvi", distinct: 40, min: 0, max: 11.2 },
    { id: "rain_mm", distinct: 200, min: 0, max: 48 },
  ],
};

/** A clinic's visit log: people as rows without a sex column, numbered levels, a list-valued column. */
export const clinicSchema: DatasetSchema = {
  rowCount: 800,
  columns: [
    { id: "age", name: "Age", type: "number" },
    { id: "weight", name: "Weight", type: "number" },
    { id: "bmi", name: "BMI", type: "number" },
    { id: "level_1", name: "Level 1", type: "text" },
    { id: "level_2", name: "Level 2", type: "text" },
    { id: "symptoms", name: "symptoms_en", type: "text" },
    { id: "clinic", name: "Clinic", type: "text" },
  ],
};

export const clinicFacts: PlannerFacts = {
  rowCount: 800,
  columns: [
    { id: "age", distinct: 60, min: 16, max: 81 },
    { id: "weight", distinct: 70, min: 41, max: 130 },
    { id: "bmi", distinct: 200, min: 15.2, max: 41.3 },
    { id: "level_1", distinct: 3, values: ["Primary", "Secondary", "Tertiary"] },
    { id: "level_2", distinct: 9, missing: 120, values: ["Cardiology", "Oncology", "Rowing Injuries", "Paediatrics"] },
    { id: "symptoms", distinct: 300, values: ["[cough, fever]", "[fever]", "[headache]", "[cough]", "[]"] },
    { id: "clinic", distinct: 4, values: ["North Clinic", "South Clinic", "Harbour", "Old Town"] },
  ],
};
