// The wide 60-column CRM opportunity export (CamelCase, snake_case and abbreviated headers).
import { type DatasetQuestions, f, q } from "../types";

const T = "crm_opportunities_export";

export const crm: DatasetQuestions = {
  dataset: T,
  questions: [
    q("grouping", "pipeline amount by stage", `SELECT StageName, sum(Amount) FROM ${T} GROUP BY 1`),
    q("grouping", "number of opportunities by owner", `SELECT OwnerName, count(*) FROM ${T} GROUP BY 1`),
    q("value-filter", "how many deals did we win", `SELECT count(*) FROM ${T} WHERE IsWon`),
    q("value-filter", "total won amount in USD", `SELECT sum(amount_usd) FROM ${T} WHERE IsWon`),
    q("ranking", "which owner has the most closed won deals?",
      `SELECT OwnerName FROM ${T} WHERE StageName = 'Closed Won' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
    q("grouping", "average discount by product family", `SELECT product_family, avg(discount_pct) FROM ${T} GROUP BY 1`),
    q("time", "opportunities created per quarter in 2024",
      `SELECT '2024-Q' || quarter(CreatedDate) qq, count(*) FROM ${T} WHERE year(CreatedDate) = 2024 GROUP BY qq`),
    q("time", "won amount by close month in 2024",
      `SELECT strftime(CloseDate, '%Y-%m') m, sum(Amount) FROM ${T} WHERE IsWon AND year(CloseDate) = 2024 GROUP BY m`),
    q("numeric-filter", "deals over 500k usd", `SELECT opp_id FROM ${T} WHERE amount_usd > 500000`),
    q("numeric-filter", "how many opps have a probability of at least 50%", `SELECT count(*) FROM ${T} WHERE Probability >= 50`),
    q("share-growth", "share of ARR by region", `SELECT owner_region, sum(arr) / (SELECT sum(arr) FROM ${T}) FROM ${T} GROUP BY 1`),
    q("value-filter", "why do we lose deals? count by loss reason", `SELECT loss_reason, count(*) FROM ${T} WHERE loss_reason IS NOT NULL GROUP BY 1`),
    q("aggregate", "average deal size", `SELECT avg(Amount) FROM ${T}`),
    q("aggregate", "how many accounts are in the export", `SELECT count(DISTINCT account_name) FROM ${T}`),
    q("messy", "avg num licenses by acct tier", `SELECT account_tier, avg(num_licenses) FROM ${T} GROUP BY 1`),
    q("messy", "total expected rev by forecast cat", `SELECT ForecastCategory, sum(ExpectedRevenue) FROM ${T} GROUP BY 1`),
    q("messy", "opps by lead source where competitor is Tableau", `SELECT LeadSource, count(*) FROM ${T} WHERE competitor = 'Tableau' GROUP BY 1`),
    q("yes-no", "did we win more deals in EMEA than in APAC?",
      `SELECT (SELECT count(*) FROM ${T} WHERE IsWon AND owner_region = 'EMEA') > (SELECT count(*) FROM ${T} WHERE IsWon AND owner_region = 'APAC')`,
      { yesNo: true }),
    q("list", "list negotiation stage deals in Germany", `SELECT opp_id FROM ${T} WHERE StageName = 'Negotiation' AND BillingCountry = 'Germany'`),
    q("ranking", "top 5 accounts by won amount",
      `SELECT account_name, sum(Amount) s FROM ${T} WHERE IsWon GROUP BY 1 ORDER BY s DESC LIMIT 5`, { ordered: true }),
    q("grouping", "average health score per industry", `SELECT AccountIndustry, avg(health_score) FROM ${T} GROUP BY 1`),
    q("aggregate", "total meetings held", `SELECT sum(meetings_held) FROM ${T}`),
    q("share-growth", "win rate by competitor", `SELECT competitor, avg(CASE WHEN IsWon THEN 1 ELSE 0 END) FROM ${T} GROUP BY 1`),
    q("numeric-filter", "how many deals were pushed more than twice", `SELECT count(*) FROM ${T} WHERE push_count > 2`),
  ],
  chains: [
    { turns: [
      q("grouping", "pipeline amount by stage", `SELECT StageName, sum(Amount) FROM ${T} GROUP BY 1`),
      f("only new business", `SELECT StageName, sum(Amount) FROM ${T} WHERE Type = 'New Business' GROUP BY 1`),
      f("what about renewals", `SELECT StageName, sum(Amount) FROM ${T} WHERE Type = 'Renewal' GROUP BY 1`),
    ] },
    { turns: [
      q("grouping", "won deals by owner", `SELECT OwnerName, count(*) FROM ${T} WHERE IsWon GROUP BY 1`),
      f("in 2024", `SELECT OwnerName, count(*) FROM ${T} WHERE IsWon AND year(CloseDate) = 2024 GROUP BY 1`),
      f("top 3", `SELECT OwnerName, count(*) c FROM ${T} WHERE IsWon AND year(CloseDate) = 2024 GROUP BY 1 ORDER BY c DESC LIMIT 3`),
    ] },
    { turns: [
      q("grouping", "average amount by industry", `SELECT AccountIndustry, avg(Amount) FROM ${T} GROUP BY 1`),
      f("for the platform product family", `SELECT AccountIndustry, avg(Amount) FROM ${T} WHERE product_family = 'Platform' GROUP BY 1`),
      f("show the max instead", `SELECT AccountIndustry, max(Amount) FROM ${T} WHERE product_family = 'Platform' GROUP BY 1`),
    ] },
    { turns: [
      q("value-filter", "how many opportunities in the United States", `SELECT count(*) FROM ${T} WHERE BillingCountry = 'United States'`),
      f("and Canada?", `SELECT count(*) FROM ${T} WHERE BillingCountry = 'Canada'`),
      q("value-filter", "total arr from strategic accounts", `SELECT sum(arr) FROM ${T} WHERE account_tier = 'Strategic'`),
    ] },
    { turns: [
      q("grouping", "deals by stage", `SELECT StageName, count(*) FROM crm_opportunities_export GROUP BY 1`),
      f("for Priya Raman", `SELECT StageName, count(*) FROM crm_opportunities_export WHERE OwnerName = 'Priya Raman' GROUP BY 1`),
      f("and Tom Hartley", `SELECT StageName, count(*) FROM crm_opportunities_export WHERE OwnerName = 'Tom Hartley' GROUP BY 1`),
    ] },
  ],
  refusals: [
    { question: "average sales cycle length by owner in weeks" },
    { question: "total commission by owner" },
    { question: "quota attainment per rep" },
    { question: "average deal velocity by region" },
  ],
};
