// Football clubs (our own): one row per club, cities and countries that repeat, titles and capacities.
// Used by the precision tests (issue #27) for questions about one attribute of ranked rows.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const clubsSchema: DatasetSchema = {
  rowCount: 8,
  columns: [
    { id: "club", name: "Club", type: "text" },
    { id: "city", name: "City", type: "text" },
    { id: "country", name: "Country", type: "text" },
    { id: "founded", name: "Founded", type: "number" },
    { id: "titles", name: "Titles", type: "number" },
    { id: "stadium_capacity", name: "Stadium Capacity", type: "number" },
  ],
};

export const clubsFacts: PlannerFacts = {
  rowCount: 8,
  columns: [
    { id: "club", distinct: 8, values: ["Rovers", "United", "Athletic", "Harriers", "Rangers", "Thistle", "Albion", "Wanderers"] },
    { id: "city", distinct: 6, values: ["Leeds", "York", "Cardiff", "Swansea", "Perth", "Dundee"] },
    { id: "country", distinct: 3, values: ["England", "Wales", "Scotland"] },
    { id: "founded", distinct: 8, min: 1885, max: 1930 },
    { id: "titles", distinct: 5, min: 0, max: 5 },
    { id: "stadium_capacity", distinct: 8, min: 7000, max: 32000 },
  ],
};
