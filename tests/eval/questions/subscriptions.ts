// SaaS subscriptions started 2022–2024, with churn flag and cancel dates.
import { type DatasetQuestions, f, q } from "../types";

const T = "subscriptions";

export const subscriptions: DatasetQuestions = {
  dataset: T,
  questions: [
    q("grouping", "MRR by plan", `SELECT Plan, sum(MRR) FROM ${T} GROUP BY Plan`),
    q("value-filter", "total MRR from active customers", `SELECT sum(MRR) FROM ${T} WHERE NOT Churned`),
    q("share-growth", "churn rate by plan", `SELECT Plan, avg(CASE WHEN Churned THEN 1 ELSE 0 END) FROM ${T} GROUP BY Plan`),
    q("value-filter", "how many customers churned", `SELECT count(*) FROM ${T} WHERE Churned`),
    q("time", "new subscriptions by year", `SELECT year("Start Date"), count(*) FROM ${T} GROUP BY 1`),
    q("time", "how many cancellations in 2024", `SELECT count(*) FROM ${T} WHERE year("Cancel Date") = 2024`),
    q("grouping", "average seats per plan", `SELECT Plan, avg(Seats) FROM ${T} GROUP BY Plan`),
    q("ranking", "top 3 countries by MRR", `SELECT Country, sum(MRR) s FROM ${T} GROUP BY 1 ORDER BY s DESC LIMIT 3`, { ordered: true }),
    q("ranking", "which industry brings in the most MRR?", `SELECT Industry FROM ${T} GROUP BY 1 ORDER BY sum(MRR) DESC LIMIT 1`),
    q("numeric-filter", "how many accounts have more than 100 seats", `SELECT count(*) FROM ${T} WHERE Seats > 100`),
    q("numeric-filter", "subscriptions paying at least 500 a month", `SELECT "Subscription ID" FROM ${T} WHERE MRR >= 500`),
    q("value-filter", "average MRR for annual billing", `SELECT avg(MRR) FROM ${T} WHERE "Billing Cycle" = 'Annual'`),
    q("aggregate", "how many subscriptions do we have", `SELECT count(*) FROM ${T}`),
    q("aggregate", "average revenue per account", `SELECT avg(MRR) FROM ${T}`),
    q("messy", "churn by acq channel", `SELECT "Acquisition Channel", avg(CASE WHEN Churned THEN 1 ELSE 0 END) FROM ${T} GROUP BY 1`),
    q("messy", "mrr per cntry for enterprise plan", `SELECT Country, sum(MRR) FROM ${T} WHERE Plan = 'Enterprise' GROUP BY Country`),
    q("yes-no", "is churn higher on monthly billing than annual?",
      `SELECT (SELECT avg(CASE WHEN Churned THEN 1 ELSE 0 END) FROM ${T} WHERE "Billing Cycle" = 'Monthly') > (SELECT avg(CASE WHEN Churned THEN 1 ELSE 0 END) FROM ${T} WHERE "Billing Cycle" = 'Annual')`,
      { yesNo: true }),
    q("list", "list enterprise customers in Japan", `SELECT "Subscription ID" FROM ${T} WHERE Plan = 'Enterprise' AND Country = 'Japan'`),
    q("time", "signups per quarter in 2023",
      `SELECT '2023-Q' || quarter("Start Date") qq, count(*) FROM ${T} WHERE year("Start Date") = 2023 GROUP BY qq`),
    q("grouping", "subscriptions by company size", `SELECT "Company Size", count(*) FROM ${T} GROUP BY 1`),
    q("value-filter", "how many growth plan customers came from referrals", `SELECT count(*) FROM ${T} WHERE Plan = 'Growth' AND "Acquisition Channel" = 'Referral'`),
    q("share-growth", "percentage of MRR by billing cycle",
      `SELECT "Billing Cycle", sum(MRR) / (SELECT sum(MRR) FROM ${T}) FROM ${T} GROUP BY 1`),
  ],
  chains: [
    { turns: [
      q("grouping", "MRR by plan", `SELECT Plan, sum(MRR) FROM ${T} GROUP BY Plan`),
      f("only customers in Germany", `SELECT Plan, sum(MRR) FROM ${T} WHERE Country = 'Germany' GROUP BY Plan`),
      f("and Canada", `SELECT Plan, sum(MRR) FROM ${T} WHERE Country = 'Canada' GROUP BY Plan`),
    ] },
    { turns: [
      q("grouping", "number of subscriptions by industry", `SELECT Industry, count(*) FROM ${T} GROUP BY Industry`),
      f("exclude churned", `SELECT Industry, count(*) FROM ${T} WHERE NOT Churned GROUP BY Industry`),
      f("as a bar chart", `SELECT Industry, count(*) FROM ${T} WHERE NOT Churned GROUP BY Industry`, { chart: "bar" }),
    ] },
    { turns: [
      q("time", "new subscriptions per month in 2024", `SELECT strftime("Start Date", '%Y-%m') m, count(*) FROM ${T} WHERE year("Start Date") = 2024 GROUP BY m`),
      f("for the starter plan", `SELECT strftime("Start Date", '%Y-%m') m, count(*) FROM ${T} WHERE year("Start Date") = 2024 AND Plan = 'Starter' GROUP BY m`),
      f("what about 2023", `SELECT strftime("Start Date", '%Y-%m') m, count(*) FROM ${T} WHERE year("Start Date") = 2023 AND Plan = 'Starter' GROUP BY m`),
    ] },
    { turns: [
      q("aggregate", "average MRR", `SELECT avg(MRR) FROM ${T}`),
      f("by plan", `SELECT Plan, avg(MRR) FROM ${T} GROUP BY Plan`),
      f("now show the total", `SELECT Plan, sum(MRR) FROM ${T} GROUP BY Plan`),
    ] },
    { turns: [
      q("ranking", "top 5 industries by seats", `SELECT Industry, sum(Seats) s FROM ${T} GROUP BY 1 ORDER BY s DESC LIMIT 5`, { ordered: true }),
      f("bottom 2", `SELECT Industry, sum(Seats) s FROM ${T} GROUP BY 1 ORDER BY s ASC LIMIT 2`, { ordered: true }),
    ] },
  ],
  refusals: [
    { question: "what is the customer lifetime value by plan?" },
    { question: "net revenue retention for 2024" },
    { question: "average discount by plan" },
  ],
};
