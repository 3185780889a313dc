// A parliament's election results (our own): one row per party, its leader, votes, seats won and the change in
// seats since the last election (negative for seats lost). Used by the precision tests (issue #27) for counts of
// parties planned beside a total of seats, and for a range of seats.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const seatsSchema: DatasetSchema = {
  rowCount: 7,
  columns: [
    { id: "party", name: "Party", type: "text" },
    { id: "leader", name: "Leader", type: "text" },
    { id: "votes", name: "Votes", type: "number" },
    { id: "seats", name: "Seats", type: "number" },
    { id: "change", name: "Change", type: "number" },
  ],
};

export const seatsFacts: PlannerFacts = {
  rowCount: 7,
  columns: [
    { id: "party", distinct: 7, values: ["Harbour Party", "Valley Union", "Coastal League", "Forest Movement", "Mountain Bloc", "River Alliance", "Plains Front"] },
    { id: "leader", distinct: 7, values: ["Ada Voss", "Ben Kerr", "Cleo Marsh", "Dov Lind", "Esa Park", "Finn Roe", "Gil Tamm"] },
    { id: "votes", distinct: 7, min: 21000, max: 410000 },
    { id: "seats", distinct: 7, min: 0, max: 48 },
    { id: "change", distinct: 6, min: -7, max: 5 },
  ],
};
