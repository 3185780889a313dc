// An ice hockey club's season-by-season record (a stranger's table, issue #27, in WikiTableQuestions' style): crowd
// workers' question forms — in which season the most X, how many times did the team Y, the season after X, totals of
// all seasons, was X higher than Y, the first/last season — over seasons with footnote marks ("1999–00[b]"), ordinal
// finishes ("1st", "4th, East"), "DNQ", "—" for a cancelled season, attendance with thousands separators, dates in
// three text forms and a "Totals" row that is not a season. Gold answers leave the totals row and the marks out.
import { type DatasetQuestions, q } from "../types";

const SEASONS = `(SELECT regexp_replace(Season, '\\[[a-z]\\]$', '') AS season_name, *, TRY_CAST(W AS INTEGER) AS wins, TRY_CAST(Pts AS INTEGER) AS points, TRY_CAST(replace("Avg. attendance", ',', '') AS INTEGER) AS attendance, row_number() OVER () AS file_row FROM hockey_seasons WHERE Season <> 'Totals')`;
const OPENED = `COALESCE(try_strptime("First game", '%B %d, %Y'), try_strptime("First game", '%d %B %Y'), try_strptime("First game", '%Y-%m-%d'))::DATE`;

export const hockeySeasons: DatasetQuestions = {
  dataset: "hockey_seasons",
  questions: [
    q("ranking", "In which season did the team win the most games?", `SELECT season_name FROM ${SEASONS} ORDER BY wins DESC NULLS LAST LIMIT 1`),
    q("value-filter", "How many seasons did the team finish 1st?", `SELECT count(*) FROM ${SEASONS} WHERE Finish LIKE '1st%'`),
    q("value-filter", "How many times did the team not qualify for the playoffs?", `SELECT count(*) FROM ${SEASONS} WHERE Playoffs = 'DNQ'`),
    q("value-filter", "Who coached the team in 2001–02?", `SELECT Coach FROM ${SEASONS} WHERE season_name = '2001–02'`),
    q("aggregate", "What is the total number of wins over all seasons?", `SELECT sum(wins) FROM ${SEASONS}`),
    q("value-filter", "How many seasons did Dave Pruitt coach?", `SELECT count(*) FROM ${SEASONS} WHERE Coach = 'Dave Pruitt'`),
    q("ranking", "Which coach had the most wins in total?", `SELECT Coach FROM ${SEASONS} GROUP BY 1 ORDER BY sum(wins) DESC LIMIT 1`),
    q("numeric-filter", "How many seasons did the team win more than 45 games?", `SELECT count(*) FROM ${SEASONS} WHERE wins > 45`),
    q("value-filter", "What was the average attendance in the first season?", `SELECT attendance FROM ${SEASONS} ORDER BY file_row LIMIT 1`),
    q("aggregate", "What is the difference in points between the 1998–99 and 2009–10 seasons?", `SELECT (SELECT points FROM ${SEASONS} WHERE season_name = '1998–99') - (SELECT points FROM ${SEASONS} WHERE season_name = '2009–10')`),
    q("yes-no", "Was the attendance higher in 2002–03 than in 1998–99?", `SELECT (SELECT attendance FROM ${SEASONS} WHERE season_name = '2002–03') > (SELECT attendance FROM ${SEASONS} WHERE season_name = '1998–99')`, { yesNo: true }),
    q("list", "What was the team's finish in the season after 2008–09?", `SELECT Finish FROM ${SEASONS} WHERE file_row = (SELECT file_row + 1 FROM ${SEASONS} WHERE season_name = '2008–09')`),
    q("value-filter", "How many times did the team win the championship?", `SELECT count(*) FROM ${SEASONS} WHERE Playoffs = 'Won championship'`),
    q("aggregate", "What was the highest average attendance?", `SELECT max(attendance) FROM ${SEASONS}`),
    q("value-filter", "How many points did the team get in the last season?", `SELECT points FROM ${SEASONS} ORDER BY file_row DESC LIMIT 1`),
    q("list", "In which seasons did the team lose in the final?", `SELECT season_name FROM ${SEASONS} WHERE Playoffs = 'Lost in final'`),
    q("value-filter", "When was the first game of the 2009–10 season?", `SELECT ${OPENED} FROM ${SEASONS} WHERE season_name = '2009–10'`),
  ],
  chains: [],
  refusals: [
    { question: "Who was the team's top scorer in 2001–02?" },
    { question: "How much did the team spend on salaries?" },
    { question: "How many road games did the team win in 1996–97?" },
  ],
};
