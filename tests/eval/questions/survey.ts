// Employee engagement survey, Sept–Oct 2024, Likert 1–5 scores and an eNPS 0–10 score.
import { type DatasetQuestions, f, q } from "../types";

const T = "survey_results";

export const survey: DatasetQuestions = {
  dataset: T,
  questions: [
    q("grouping", "average satisfaction by department", `SELECT Department, avg("Overall Satisfaction") FROM ${T} GROUP BY 1`),
    q("aggregate", "how many responses did we get", `SELECT count(*) FROM ${T}`),
    q("aggregate", "average eNPS score", `SELECT avg("eNPS Score") FROM ${T}`),
    q("grouping", "responses by work mode", `SELECT "Work Mode", count(*) FROM ${T} GROUP BY 1`),
    q("ranking", "which department is least satisfied?", `SELECT Department FROM ${T} GROUP BY 1 ORDER BY avg("Overall Satisfaction") ASC LIMIT 1`),
    q("value-filter", "average work-life balance for remote workers", `SELECT avg("Work-Life Balance") FROM ${T} WHERE "Work Mode" = 'Remote'`),
    q("numeric-filter", "how many people gave a satisfaction score of 4 or higher", `SELECT count(*) FROM ${T} WHERE "Overall Satisfaction" >= 4`),
    q("numeric-filter", "number of respondents with an eNPS below 7", `SELECT count(*) FROM ${T} WHERE "eNPS Score" < 7`),
    q("share-growth", "what percentage intend to stay", `SELECT "Intends To Stay", count(*) / (SELECT count(*) FROM ${T}) FROM ${T} GROUP BY 1`),
    q("share-growth", "share of promoters", `SELECT count(*) FILTER (WHERE Promoter = 'Yes') / count(*) FROM ${T}`),
    q("grouping", "average career growth score by tenure", `SELECT Tenure, avg("Career Growth") FROM ${T} GROUP BY 1`),
    q("time", "responses per day", `SELECT "Submitted On", count(*) FROM ${T} GROUP BY 1`),
    q("time", "responses by week", `SELECT strftime(date_trunc('week', "Submitted On"), '%Y-%m-%d') w, count(*) FROM ${T} GROUP BY w`),
    q("messy", "avg mgr support by dept", `SELECT Department, avg("Manager Support") FROM ${T} GROUP BY 1`),
    q("messy", "satisfaction for the 25-34 age group", `SELECT avg("Overall Satisfaction") FROM ${T} WHERE "Age Group" = '25-34'`),
    q("yes-no", "are hybrid workers more satisfied than office workers?",
      `SELECT (SELECT avg("Overall Satisfaction") FROM ${T} WHERE "Work Mode" = 'Hybrid') > (SELECT avg("Overall Satisfaction") FROM ${T} WHERE "Work Mode" = 'Office')`,
      { yesNo: true }),
    q("list", "show responses from customer support with satisfaction of 1",
      `SELECT "Response ID" FROM ${T} WHERE Department = 'Customer Support' AND "Overall Satisfaction" = 1`),
    q("ranking", "top 3 departments by eNPS", `SELECT Department, avg("eNPS Score") s FROM ${T} GROUP BY 1 ORDER BY s DESC LIMIT 3`, { ordered: true }),
    q("grouping", "intent to stay by department", `SELECT Department, "Intends To Stay", count(*) FROM ${T} GROUP BY 1, 2`),
    q("value-filter", "how many engineers are promoters", `SELECT count(*) FROM ${T} WHERE Department = 'Engineering' AND Promoter`),
    q("aggregate", "median manager support score", `SELECT median("Manager Support") FROM ${T}`),
  ],
  chains: [
    { turns: [
      q("grouping", "average satisfaction by department", `SELECT Department, avg("Overall Satisfaction") FROM ${T} GROUP BY 1`),
      f("for remote staff only", `SELECT Department, avg("Overall Satisfaction") FROM ${T} WHERE "Work Mode" = 'Remote' GROUP BY 1`),
      f("what about office", `SELECT Department, avg("Overall Satisfaction") FROM ${T} WHERE "Work Mode" = 'Office' GROUP BY 1`),
    ] },
    { turns: [
      q("grouping", "average eNPS by work mode", `SELECT "Work Mode", avg("eNPS Score") FROM ${T} GROUP BY 1`),
      f("by age group instead", `SELECT "Age Group", avg("eNPS Score") FROM ${T} GROUP BY 1`),
      f("and the median", `SELECT "Age Group", median("eNPS Score") FROM ${T} GROUP BY 1`),
    ] },
    { turns: [
      q("value-filter", "how many responses from sales", `SELECT count(*) FROM ${T} WHERE Department = 'Sales'`),
      f("and marketing?", `SELECT count(*) FROM ${T} WHERE Department = 'Marketing'`),
      q("grouping", "career growth score by work mode", `SELECT "Work Mode", avg("Career Growth") FROM ${T} GROUP BY 1`),
    ] },
    { turns: [
      q("grouping", "responses by tenure", `SELECT Tenure, count(*) FROM ${T} GROUP BY 1`),
      f("as a pie", `SELECT Tenure, count(*) FROM ${T} GROUP BY 1`, { chart: "pie" }),
    ] },
    { turns: [
      q("grouping", "average manager support by department", `SELECT Department, avg("Manager Support") FROM survey_results GROUP BY 1`),
      f("top 3", `SELECT Department, avg("Manager Support") a FROM survey_results GROUP BY 1 ORDER BY a DESC LIMIT 3`, { ordered: true }),
      f("what about career growth", `SELECT Department, avg("Career Growth") a FROM survey_results GROUP BY 1 ORDER BY a DESC LIMIT 3`, { ordered: true }),
    ] },
  ],
  refusals: [
    { question: "what is the average salary of respondents?" },
    { question: "which manager has the lowest score?" },
    { question: "sentiment of comments by department" },
  ],
};
