// A race walker's competition record (our own), as an encyclopedia lists it: one row per race, the year as a
// plain number column and no date column; a second table beside it keeps the seasons as "2003–04" text.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const careerSchema: DatasetSchema = {
  rowCount: 14,
  columns: [
    { id: "year", name: "Year", type: "number" },
    { id: "competition", name: "Competition", type: "text" },
    { id: "venue", name: "Venue", type: "text" },
    { id: "position", name: "Position", type: "text" },
    { id: "event", name: "Event", type: "text" },
    { id: "time_minutes", name: "Time (min)", type: "number" },
  ],
};

const years = [1994, 1995, 1997, 1997, 1998, 1999, 2001, 2002, 2003, 2003, 2005, 2006, 2008, 2009];

export const careerFacts: PlannerFacts = {
  rowCount: 14,
  columns: [
    { id: "year", distinct: 12, min: 1994, max: 2009, top: [...new Set(years)].map((value) => ({ value, count: years.filter((y) => y === value).length })) },
    { id: "competition", distinct: 6, values: ["Pan American Games", "World Championships", "Central American Games", "Olympic Games", "Walking Cup", "Ibero-American Championships"] },
    { id: "venue", distinct: 12, values: ["Ponce", "Winnipeg", "Sydney", "Athens", "Havana", "Seville", "Helsinki", "Osaka", "Beijing", "Berlin", "Mar del Plata", "Guatemala City"] },
    { id: "position", distinct: 8, values: ["1st", "2nd", "3rd", "4th", "5th", "9th", "12th", "DNF"] },
    { id: "event", distinct: 2, values: ["20 km", "50 km"] },
    { id: "time_minutes", distinct: 14, min: 79.5, max: 241 },
  ],
};
