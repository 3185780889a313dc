// A championship's past winners (our own): one row per golfer, the first text column naming them, the years each
// won written as a list in one cell, countries that are all different too (five rows), and a best round.
// Used by the precision tests (issue #27) for counts of the rows one row label picks out.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const golfersSchema: DatasetSchema = {
  rowCount: 5,
  columns: [
    { id: "golfer", name: "Golfer", type: "text" },
    { id: "country", name: "Country", type: "text" },
    { id: "years_won", name: "Years won", type: "text" },
    { id: "best_round", name: "Best round", type: "number" },
  ],
};

export const golfersFacts: PlannerFacts = {
  rowCount: 5,
  columns: [
    { id: "golfer", distinct: 5, values: ["Ann Ray", "Bo Lind", "Cy Moss", "Di Hart", "Ed Vogt"] },
    { id: "country", distinct: 5, values: ["Canada", "Sweden", "United States", "England", "Germany"] },
    { id: "years_won", distinct: 5, values: ["2001, 2004", "1999", "1995, 1997, 2000", "2002", "2003"] },
    { id: "best_round", distinct: 5, min: 64, max: 69 },
  ],
};
