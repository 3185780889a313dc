// Daily web analytics, 2024-01-01 to 2024-06-30, snake_case GA-style columns.
import { type DatasetQuestions, f, q } from "../types";
import { risingSql } from "./trend-sql";

const T = "web_analytics";

export const web: DatasetQuestions = {
  dataset: T,
  questions: [
    q("grouping", "sessions by traffic source", `SELECT traffic_source, sum(sessions) FROM ${T} GROUP BY 1`),
    q("aggregate", "total pageviews", `SELECT sum(pageviews) FROM ${T}`),
    q("time", "weekly sessions", `SELECT strftime(date_trunc('week', date), '%Y-%m-%d') w, sum(sessions) FROM ${T} GROUP BY w`),
    q("grouping", "average bounce rate by device", `SELECT device_category, avg(bounce_rate_pct) FROM ${T} GROUP BY 1`),
    q("ranking", "top 3 pages by conversions",
      `SELECT page_path, sum(conversions) c FROM ${T} GROUP BY 1 ORDER BY c DESC LIMIT 3`, { ordered: true }),
    q("value-filter", "how many sessions came from mobile", `SELECT sum(sessions) FROM ${T} WHERE device_category = 'Mobile'`),
    q("value-filter", "conversions from organic search on the pricing page",
      `SELECT sum(conversions) FROM ${T} WHERE traffic_source = 'Organic Search' AND page_path = '/pricing'`),
    q("time", "users in March", `SELECT sum(users) FROM ${T} WHERE date BETWEEN '2024-03-01' AND '2024-03-31'`),
    q("time", "sessions last month", `SELECT sum(sessions) FROM ${T} WHERE date BETWEEN '2024-06-01' AND '2024-06-30'`),
    q("numeric-filter", "how many days had a bounce rate above 60%",
      `SELECT count(DISTINCT date) FROM ${T} WHERE bounce_rate_pct > 60`),
    q("share-growth", "share of sessions by device", `SELECT device_category, sum(sessions) / (SELECT sum(sessions) FROM ${T}) FROM ${T} GROUP BY 1`),
    q("share-growth", "month over month growth in sessions",
      `SELECT m, s / lag(s) OVER (ORDER BY m) - 1 FROM (SELECT strftime(date, '%Y-%m') m, sum(sessions) s FROM ${T} GROUP BY m)`),
    q("aggregate", "average session duration", `SELECT avg(avg_session_duration_sec) FROM ${T}`),
    q("messy", "Sessions By Source And Device", `SELECT traffic_source, device_category, sum(sessions) FROM ${T} GROUP BY 1, 2`),
    q("messy", "pg views per page", `SELECT page_path, sum(pageviews) FROM ${T} GROUP BY 1`),
    q("yes-no", "are sessions trending up?",
      risingSql(`SELECT date_trunc('month', date) t, sum(sessions) v FROM ${T} GROUP BY t`),
      { yesNo: true }),
    q("ranking", "which traffic source has the lowest bounce rate",
      `SELECT traffic_source FROM ${T} GROUP BY 1 ORDER BY avg(bounce_rate_pct) ASC LIMIT 1`),
    q("time", "conversions by weekday", `SELECT dayname(date), sum(conversions) FROM ${T} GROUP BY 1`),
    q("list", "show rows with more than 400 sessions", `SELECT date, page_path FROM ${T} WHERE sessions > 400`),
    q("value-filter", "total users from social and email", `SELECT sum(users) FROM ${T} WHERE traffic_source IN ('Social', 'Email')`),
    q("time", "conversions in Q1 by page", `SELECT page_path, sum(conversions) FROM ${T} WHERE date BETWEEN '2024-01-01' AND '2024-03-31' GROUP BY 1`),
    q("value-filter", "pageviews for blog pages", `SELECT sum(pageviews) FROM ${T} WHERE page_path LIKE '/blog%'`),
  ],
  chains: [
    { turns: [
      q("grouping", "sessions by traffic source", `SELECT traffic_source, sum(sessions) FROM ${T} GROUP BY 1`),
      f("only desktop", `SELECT traffic_source, sum(sessions) FROM ${T} WHERE device_category = 'Desktop' GROUP BY 1`),
      f("switch to tablet", `SELECT traffic_source, sum(sessions) FROM ${T} WHERE device_category = 'Tablet' GROUP BY 1`),
    ] },
    { turns: [
      q("time", "daily sessions in june", `SELECT date, sum(sessions) FROM ${T} WHERE date BETWEEN '2024-06-01' AND '2024-06-30' GROUP BY date`),
      f("by week", `SELECT strftime(date_trunc('week', date), '%Y-%m-%d') w, sum(sessions) FROM ${T} WHERE date BETWEEN '2024-06-01' AND '2024-06-30' GROUP BY w`),
    ] },
    { turns: [
      q("grouping", "conversions by page", `SELECT page_path, sum(conversions) FROM ${T} GROUP BY 1`),
      f("top 5", `SELECT page_path, sum(conversions) c FROM ${T} GROUP BY 1 ORDER BY c DESC LIMIT 5`, { ordered: true }),
      f("as a pie", `SELECT page_path, sum(conversions) c FROM ${T} GROUP BY 1 ORDER BY c DESC LIMIT 5`, { chart: "pie" }),
    ] },
    { turns: [
      q("aggregate", "average bounce rate", `SELECT avg(bounce_rate_pct) FROM ${T}`),
      f("for mobile", `SELECT avg(bounce_rate_pct) FROM ${T} WHERE device_category = 'Mobile'`),
      f("and the average session duration?", `SELECT avg(avg_session_duration_sec) FROM ${T} WHERE device_category = 'Mobile'`),
    ] },
    { turns: [
      q("value-filter", "users from paid search", `SELECT sum(users) FROM ${T} WHERE traffic_source = 'Paid Search'`),
      f("what about referral", `SELECT sum(users) FROM ${T} WHERE traffic_source = 'Referral'`),
      f("by month", `SELECT strftime(date, '%Y-%m') m, sum(users) FROM ${T} WHERE traffic_source = 'Referral' GROUP BY m`),
    ] },
    { turns: [
      q("grouping", "bounce rate by page", `SELECT page_path, avg(bounce_rate_pct) FROM web_analytics GROUP BY 1`),
      f("only mobile", `SELECT page_path, avg(bounce_rate_pct) FROM web_analytics WHERE device_category = 'Mobile' GROUP BY 1`),
      f("highest first", `SELECT page_path, avg(bounce_rate_pct) a FROM web_analytics WHERE device_category = 'Mobile' GROUP BY 1 ORDER BY a DESC`, { ordered: true }),
    ] },
  ],
  refusals: [
    { question: "revenue by campaign" },
    { question: "what is the average order value" },
    { question: "sessions by browser" },
  ],
};
