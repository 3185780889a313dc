// A football league's final table (a stranger's table, issue #27): one row per club under the usual
// abbreviations (Pos, W, D, L, GF, GA, Pts), DataBench's answer forms.
import { type DatasetQuestions, q } from "../types";

export const league: DatasetQuestions = {
  dataset: "league_table",
  questions: [
    q("value-filter", "Which club finished in position 1?", `SELECT Club FROM league_table WHERE Pos = 1`),
    q("value-filter", "How many points did Dunmore City get?", `SELECT Pts FROM league_table WHERE Club = 'Dunmore City'`),
    q("numeric-filter", "How many clubs have more than 40 points?", `SELECT count(*) FROM league_table WHERE Pts > 40`),
    q("aggregate", "What is the capacity of the largest stadium?", `SELECT max("Stadium Cap.") FROM league_table`),
    q("ranking", "List the stadium capacities of the top 3 clubs by points.", `SELECT "Stadium Cap." FROM league_table ORDER BY Pts DESC LIMIT 3`, { ordered: true }),
    q("ranking", "Which 3 clubs have the fewest points?", `SELECT Club FROM league_table ORDER BY Pts LIMIT 3`),
    q("yes-no", "Does any club have a negative goal difference?", `SELECT count(*) > 0 FROM league_table WHERE GD < 0`, { yesNo: true }),
    q("ranking", "Who is the manager of the club with the biggest stadium?", `SELECT Mgr FROM league_table ORDER BY "Stadium Cap." DESC LIMIT 1`),
    q("aggregate", "What is the total of goals scored (GF) across the league?", `SELECT sum(GF) FROM league_table`),
  ],
  chains: [],
  refusals: [
    { question: "Which club has the most yellow cards?" },
    { question: "How many fans attended the final?" },
  ],
};
