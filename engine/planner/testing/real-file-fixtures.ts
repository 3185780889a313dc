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

/** A ferry operator's ticket list: one row per traveller, a class code glued to its letter (Pclass), 0/1 flags. */
export const ferrySchema: DatasetSchema = {
  rowCount: 640,
  columns: [
    { id: "ticket_no", name: "TicketNo", type: "number" },
    { id: "pclass", name: "Pclass", type: "number" },
    { id: "full_name", name: "Full Name", type: "text" },
    { id: "sex", name: "Sex", type: "text" },
    { id: "age", name: "Age", type: "number" },
    { id: "fare", name: "Fare", type: "number" },
    { id: "returned", name: "Returned", type: "number" },
    { id: "port", name: "Port", type: "text" },
  ],
};

export const ferryFacts: PlannerFacts = {
  rowCount: 640,
  columns: [
    { id: "ticket_no", distinct: 640, min: 1001, max: 1640 },
    { id: "pclass", distinct: 3, min: 1, max: 3, top: [{ value: 3, count: 330 }, { value: 2, count: 170 }, { value: 1, count: 140 }] },
    { id: "full_name", distinct: 640, values: ["Ada Moreau", "Jon Berg", "Lena Ruiz"] },
    { id: "sex", distinct: 2, values: ["female", "male"] },
    { id: "age", distinct: 70, min: 1, max: 79 },
    { id: "fare", distinct: 210, min: 0, max: 412.5 },
    { id: "returned", distinct: 2, min: 0, max: 1, top: [{ value: 0, count: 400 }, { value: 1, count: 240 }] },
    { id: "port", distinct: 3, values: ["Bergen", "Kiel", "Oslo"] },
  ],
};

/**
 * A bike-hire log with calendar columns twice over: month and day of the month as numbers, and beside them text
 * columns whose headers say nothing ("calendar_names_…") holding month names and weekday names.
 */
export const hireSchema: DatasetSchema = {
  rowCount: 900,
  columns: [
    { id: "dock", name: "dock", type: "text" },
    { id: "month", name: "month", type: "number" },
    { id: "day", name: "day", type: "number" },
    { id: "hires", name: "hires", type: "number" },
    { id: "wind", name: "wind", type: "number" },
    { id: "temp", name: "temp", type: "number" },
    { id: "calendar_names_1", name: "calendar_names_1", type: "text" },
    { id: "calendar_names_2", name: "calendar_names_2", type: "text" },
  ],
};

export const hireFacts: PlannerFacts = {
  rowCount: 900,
  columns: [
    { id: "dock", distinct: 5, missing: 0, values: ["Quayside", "Station Square", "Museum", "Park Gate", "Market Hall"] },
    { id: "month", distinct: 12, min: 1, max: 12, top: [{ value: 6, count: 110 }, { value: 7, count: 104 }, { value: 5, count: 96 }] },
    { id: "day", distinct: 31, min: 1, max: 31, top: [{ value: 14, count: 40 }, { value: 3, count: 38 }, { value: 22, count: 37 }] },
    { id: "hires", distinct: 140, min: 0, max: 212 },
    { id: "wind", distinct: 95, min: 0.3, max: 11.8 },
    { id: "temp", distinct: 250, min: -2.1, max: 31.4 },
    { id: "calendar_names_1", distinct: 12, missing: 0, values: ["June", "July", "May", "August", "April", "September", "March", "October", "February", "November", "January", "December"] },
    { id: "calendar_names_2", distinct: 7, missing: 0, values: ["Saturday", "Sunday", "Friday", "Thursday", "Wednesday", "Tuesday", "Monday"] },
  ],
};
