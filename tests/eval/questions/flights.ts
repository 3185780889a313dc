// An airline's flight log (a stranger's table, issue #27): DataBench's answer forms over airport codes beside city
// names, abbreviated headers with units and flight numbers that repeat across days, with the wrong-answer
// classes — how many different X, how many X have N Y, the R of the top N by S, the first rows, the file's own noun.
import { type DatasetQuestions, q } from "../types";

export const flights: DatasetQuestions = {
  dataset: "airline_flights",
  questions: [
    q("aggregate", "What is the average departure delay of flights to Lisbon?", `SELECT avg("Dep Delay (min)") FROM airline_flights WHERE "Dest City" = 'Lisbon'`),
    q("aggregate", "How many different destinations are there?", `SELECT count(DISTINCT Dest) FROM airline_flights`),
    q("ranking", "Which aircraft type carried the most passengers in total?", `SELECT "Acft Type" FROM airline_flights GROUP BY 1 ORDER BY sum(Pax) DESC LIMIT 1`),
    q("yes-no", "Was any flight cancelled in July 2025?", `SELECT count(*) > 0 FROM airline_flights WHERE Cxl = 'Y' AND "Dep Dt" BETWEEN '2025-07-01' AND '2025-07-31'`, { yesNo: true }),
    q("list", "List the destination cities of the 2 flights with the longest departure delays.", `SELECT "Dest City" FROM airline_flights ORDER BY "Dep Delay (min)" DESC NULLS LAST LIMIT 2`, { ordered: true }),
    q("aggregate", "What is the total distance flown by E190 aircraft?", `SELECT sum("Dist (km)") FROM airline_flights WHERE "Acft Type" = 'E190'`),
    q("ranking", "Which destination city has the highest average load factor?", `SELECT "Dest City" FROM airline_flights GROUP BY 1 ORDER BY avg("Load Factor %") DESC LIMIT 1`),
    q("numeric-filter", "How many flights carried more than 180 passengers?", `SELECT count(*) FROM airline_flights WHERE Pax > 180`),
    q("list", "What are the seat counts of the first 3 flights in the table?", `SELECT Seats FROM airline_flights LIMIT 3`, { ordered: true }),
    q("aggregate", "How many destinations have 36 flights?", `SELECT count(*) FROM (SELECT Dest FROM airline_flights GROUP BY 1 HAVING count(*) = 36)`),
    q("aggregate", "How many different flight numbers are there?", `SELECT count(DISTINCT "Flt No.") FROM airline_flights`),
    q("ranking", "Which destination has the most flights?", `SELECT "Dest City" FROM airline_flights GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
    q("aggregate", "How many flights are there?", `SELECT count(*) FROM airline_flights`),
    q("yes-no", "Is the average load factor above 80%?", `SELECT avg("Load Factor %") > 80 FROM airline_flights`, { yesNo: true }),
  ],
  chains: [],
  refusals: [
    { question: "How much fuel did the A321 flights burn?" },
    { question: "How many passengers were upgraded to business class?" },
  ],
};
