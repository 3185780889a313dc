// A season's entry list (our own): one row per entry, ten entries, riders nearly all different (one rider rode for
// two teams, so 9 riders on 10 rows), five teams and three makes that repeat. Used by the precision tests
// (issue #27) for "how many riders" in a table where the rows and the different riders differ by one.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const entryListSchema: DatasetSchema = {
  rowCount: 10,
  columns: [
    { id: "team", name: "Team", type: "text" },
    { id: "make", name: "Make", type: "text" },
    { id: "rider", name: "Rider", type: "text" },
    { id: "rounds", name: "Rounds", type: "number" },
  ],
};

export const entryListFacts: PlannerFacts = {
  rowCount: 10,
  columns: [
    { id: "team", distinct: 5, values: ["Blue Arrow", "Red Falcon", "Iron Wolf", "Night Owl", "Green Hare"] },
    { id: "make", distinct: 3, values: ["Vanta", "Kestrel", "Orrin"] },
    { id: "rider", distinct: 9, values: ["Ola Brun", "Per Sand", "Kai Rost", "Lev Mott", "Jon Falk", "Ari Dunn", "Tim Vale", "Max Hoyt", "Eli Sorn"] },
    { id: "rounds", distinct: 4, min: 2, max: 18 },
  ],
};
