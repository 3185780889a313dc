// A general election's results (a stranger's table, issue #27, in WikiTableQuestions' style): crowd workers' question
// forms — which X had the most Y, the difference between A's and B's Y, was X higher than Y, the one after X, totals —
// over votes with thousands separators, shares with "%", signed seat changes with a minus sign, footnote marks after
// party names and a totals row that is not a party. Gold answers leave the totals row and the footnote marks out.
import { type DatasetQuestions, q } from "../types";

const PARTIES = `(SELECT regexp_replace(Party, '\\[[a-z]\\]$', '') AS party, * EXCLUDE (Party), CAST(replace(Votes, ',', '') AS INTEGER) AS votes_n, CAST(replace("%", '%', '') AS DOUBLE) AS share, TRY_CAST(replace("+/–", '\u2212', '-') AS INTEGER) AS delta, row_number() OVER () AS file_row FROM election_results WHERE Party <> 'Total')`;

export const election: DatasetQuestions = {
  dataset: "election_results",
  questions: [
    q("ranking", "Which party received the most votes?", `SELECT party FROM ${PARTIES} ORDER BY votes_n DESC LIMIT 1`),
    q("value-filter", "How many votes did the Social Democrats receive?", `SELECT votes_n FROM ${PARTIES} WHERE party = 'Social Democrats'`),
    q("numeric-filter", "How many parties won more than 10 seats?", `SELECT count(*) FROM ${PARTIES} WHERE Seats > 10`),
    q("aggregate", "What is the difference in votes between the Liberal Centre and the Farmers' League?", `SELECT (SELECT votes_n FROM ${PARTIES} WHERE party = 'Liberal Centre') - (SELECT votes_n FROM ${PARTIES} WHERE party = 'Farmers'' League')`),
    q("yes-no", "Did Green Future win more seats than the Liberal Centre?", `SELECT (SELECT Seats FROM ${PARTIES} WHERE party = 'Green Future') > (SELECT Seats FROM ${PARTIES} WHERE party = 'Liberal Centre')`, { yesNo: true }),
    q("aggregate", "How many parties are listed?", `SELECT count(*) FROM ${PARTIES}`),
    q("aggregate", "What is the total number of seats won by all parties?", `SELECT sum(Seats) FROM ${PARTIES}`),
    q("ranking", "Which party had the smallest share of the vote?", `SELECT party FROM ${PARTIES} ORDER BY share LIMIT 1`),
    q("ranking", "Who was the leader of the party that won the most seats?", `SELECT Leader FROM ${PARTIES} ORDER BY Seats DESC LIMIT 1`),
    q("value-filter", "What percentage of the vote did the National Union get?", `SELECT share / 100 FROM ${PARTIES} WHERE party = 'National Union'`),
    q("numeric-filter", "How many parties gained seats?", `SELECT count(*) FROM ${PARTIES} WHERE delta > 0`),
    q("list", "Which parties won no seats?", `SELECT party FROM ${PARTIES} WHERE Seats = 0`),
    q("list", "Which party is listed after the Social Democrats?", `SELECT party FROM ${PARTIES} WHERE file_row = (SELECT file_row + 1 FROM ${PARTIES} WHERE party = 'Social Democrats')`),
    q("yes-no", "Did any party win more than 75 seats?", `SELECT count(*) > 0 FROM ${PARTIES} WHERE Seats > 75`, { yesNo: true }),
    q("aggregate", "How many votes did the parties with fewer than 10 seats get in total?", `SELECT sum(votes_n) FROM ${PARTIES} WHERE Seats < 10`),
  ],
  chains: [],
  refusals: [
    { question: "Which party spent the most on its campaign?" },
    { question: "What was the turnout in the previous election?" },
    { question: "How many candidates did the Pirate Party field?" },
  ],
};
