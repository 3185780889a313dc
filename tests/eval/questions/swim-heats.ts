// A swimming championship's heats (a stranger's table, issue #27, in WikiTableQuestions' style): crowd workers'
// question forms — who finished first, who came after X, did X finish ahead of Y, how many from a nation, counts with a
// condition on a text cell — over ranks with ties ("=9"), "—" for no rank, nations written "Name (CODE)", times as
// "1:47.05" text and "DNS" for a swimmer who did not start.
import { type DatasetQuestions, q } from "../types";

const RANKED = `(SELECT *, TRY_CAST(replace(Rank, '=', '') AS INTEGER) AS place, row_number() OVER () AS file_row FROM swim_heats)`;

export const swimHeats: DatasetQuestions = {
  dataset: "swim_heats",
  questions: [
    q("value-filter", "Who ranked first in the heats?", `SELECT Name FROM ${RANKED} WHERE place = 1`),
    q("value-filter", "How many swimmers were from the United States?", `SELECT count(*) FROM swim_heats WHERE Nationality LIKE 'United States (%'`),
    q("ranking", "Which nation had the most swimmers?", `SELECT Nationality FROM swim_heats GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
    q("value-filter", "What was Hiro Tanaka's time?", `SELECT Time FROM swim_heats WHERE Name = 'Hiro Tanaka'`),
    q("value-filter", "How many swimmers swam in heat 2?", `SELECT count(*) FROM swim_heats WHERE Heat = 2`),
    q("list", "Who finished after Pavel Orlov?", `SELECT Name FROM ${RANKED} WHERE file_row = (SELECT file_row + 1 FROM ${RANKED} WHERE Name = 'Pavel Orlov')`),
    q("yes-no", "Did Luca Moretti finish ahead of Felix Lund?", `SELECT (SELECT place FROM ${RANKED} WHERE Name = 'Luca Moretti') < (SELECT place FROM ${RANKED} WHERE Name = 'Felix Lund')`, { yesNo: true }),
    q("value-filter", "How many swimmers did not start?", `SELECT count(*) FROM swim_heats WHERE Time = 'DNS'`),
    q("ranking", "Which swimmer had the slowest time?", `SELECT Name FROM ${RANKED} WHERE place IS NOT NULL ORDER BY place DESC, file_row DESC LIMIT 1`),
    q("value-filter", "Which lane did the winner swim in?", `SELECT Lane FROM ${RANKED} WHERE place = 1`),
    q("aggregate", "How many nations were represented?", `SELECT count(DISTINCT Nationality) FROM swim_heats`),
    q("list", "Which swimmers tied for ninth place?", `SELECT Name FROM ${RANKED} WHERE place = 9`),
    q("value-filter", "What rank did Jack Morrison finish?", `SELECT place FROM ${RANKED} WHERE Name = 'Jack Morrison'`),
    q("list", "List the swimmers from Australia.", `SELECT Name FROM swim_heats WHERE Nationality = 'Australia (AUS)'`),
    q("numeric-filter", "How many swimmers ranked in the top 5?", `SELECT count(*) FROM ${RANKED} WHERE place <= 5`),
  ],
  chains: [],
  refusals: [
    { question: "What was the reaction time of the winner?" },
    { question: "How old was Mateo Ferreira?" },
    { question: "Which swimmer had the fastest split at 100 m?" },
  ],
};
