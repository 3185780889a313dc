// Support tickets created during 2024 (last one 2024-12-31 23:00).
import { type DatasetQuestions, f, q } from "../types";

const T = "support_tickets";

export const support: DatasetQuestions = {
  dataset: T,
  questions: [
    q("grouping", "tickets by priority", `SELECT Priority, count(*) FROM ${T} GROUP BY Priority`),
    q("aggregate", "how many tickets did we get", `SELECT count(*) FROM ${T}`),
    q("aggregate", "average CSAT score", `SELECT avg(CSAT) FROM ${T}`),
    q("grouping", "average resolution time by priority", `SELECT Priority, avg("Resolution Time (hrs)") FROM ${T} GROUP BY Priority`),
    q("ranking", "which agent resolved the most tickets?",
      `SELECT "Assigned Agent" FROM ${T} WHERE Status = 'Resolved' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
    q("value-filter", "how many urgent tickets are still open", `SELECT count(*) FROM ${T} WHERE Priority = 'Urgent' AND Status = 'Open'`),
    q("time", "tickets per month", `SELECT strftime("Created At", '%Y-%m') m, count(*) FROM ${T} GROUP BY m`),
    q("time", "how many tickets came in last month", `SELECT count(*) FROM ${T} WHERE "Created At" >= '2024-12-01' AND "Created At" < '2025-01-01'`),
    q("numeric-filter", "tickets with a first response over 4 hours", `SELECT "Ticket ID" FROM ${T} WHERE "First Response (min)" > 240`),
    q("numeric-filter", "how many tickets had a CSAT of 2 or less", `SELECT count(*) FROM ${T} WHERE CSAT <= 2`),
    q("share-growth", "what share of tickets come through chat",
      `SELECT count(*) FILTER (WHERE Channel = 'Chat') / count(*) FROM ${T}`),
    q("grouping", "median first response time by channel", `SELECT Channel, median("First Response (min)") FROM ${T} GROUP BY Channel`),
    q("value-filter", "average CSAT for enterprise customers", `SELECT avg(CSAT) FROM ${T} WHERE "Customer Tier" = 'Enterprise'`),
    q("messy", "avg res time for billing tix", `SELECT avg("Resolution Time (hrs)") FROM ${T} WHERE Category = 'Billing'`),
    q("messy", "tickets by agent & status", `SELECT "Assigned Agent", Status, count(*) FROM ${T} GROUP BY 1, 2`),
    q("yes-no", "is chat faster than email for first response?",
      `SELECT (SELECT avg("First Response (min)") FROM ${T} WHERE Channel = 'Chat') < (SELECT avg("First Response (min)") FROM ${T} WHERE Channel = 'Email')`,
      { yesNo: true }),
    q("list", "list open urgent tickets", `SELECT "Ticket ID" FROM ${T} WHERE Status = 'Open' AND Priority = 'Urgent'`),
    q("time", "ticket volume by weekday", `SELECT dayname("Created At"), count(*) FROM ${T} GROUP BY 1`),
    q("ranking", "bottom 3 agents by average CSAT",
      `SELECT "Assigned Agent", avg(CSAT) a FROM ${T} GROUP BY 1 ORDER BY a ASC LIMIT 3`, { ordered: true }),
    q("time", "how many technical tickets in Q2", `SELECT count(*) FROM ${T} WHERE Category = 'Technical' AND "Created At" >= '2024-04-01' AND "Created At" < '2024-07-01'`),
    q("aggregate", "longest resolution time", `SELECT max("Resolution Time (hrs)") FROM ${T}`),
    q("numeric-filter", "how many tickets took between 24 and 48 hours to resolve",
      `SELECT count(*) FROM ${T} WHERE "Resolution Time (hrs)" BETWEEN 24 AND 48`),
    q("share-growth", "quarterly ticket growth",
      `SELECT qq, c / lag(c) OVER (ORDER BY qq) - 1 FROM (SELECT '2024-Q' || quarter("Created At") qq, count(*) c FROM ${T} GROUP BY qq)`),
  ],
  chains: [
    { turns: [
      q("grouping", "tickets by category", `SELECT Category, count(*) FROM ${T} GROUP BY Category`),
      f("only high priority", `SELECT Category, count(*) FROM ${T} WHERE Priority = 'High' GROUP BY Category`),
      f("make that urgent", `SELECT Category, count(*) FROM ${T} WHERE Priority = 'Urgent' GROUP BY Category`),
    ] },
    { turns: [
      q("grouping", "average CSAT by agent", `SELECT "Assigned Agent", avg(CSAT) FROM ${T} GROUP BY 1`),
      f("for phone tickets", `SELECT "Assigned Agent", avg(CSAT) FROM ${T} WHERE Channel = 'Phone' GROUP BY 1`),
      f("top 3", `SELECT "Assigned Agent", avg(CSAT) a FROM ${T} WHERE Channel = 'Phone' GROUP BY 1 ORDER BY a DESC LIMIT 3`, { ordered: true }),
    ] },
    { turns: [
      q("time", "monthly ticket count", `SELECT strftime("Created At", '%Y-%m') m, count(*) FROM ${T} GROUP BY m`),
      f("just billing", `SELECT strftime("Created At", '%Y-%m') m, count(*) FROM ${T} WHERE Category = 'Billing' GROUP BY m`),
      f("by week instead", `SELECT strftime(date_trunc('week', "Created At"), '%Y-%m-%d') w, count(*) FROM ${T} WHERE Category = 'Billing' GROUP BY w`),
    ] },
    { turns: [
      q("value-filter", "how many tickets from pro customers", `SELECT count(*) FROM ${T} WHERE "Customer Tier" = 'Pro'`),
      f("and free?", `SELECT count(*) FROM ${T} WHERE "Customer Tier" = 'Free'`),
      f("split by priority", `SELECT Priority, count(*) FROM ${T} WHERE "Customer Tier" = 'Free' GROUP BY Priority`),
    ] },
    { turns: [
      q("grouping", "average first response by priority", `SELECT Priority, avg("First Response (min)") FROM ${T} GROUP BY Priority`),
      f("use the median", `SELECT Priority, median("First Response (min)") FROM ${T} GROUP BY Priority`),
      q("value-filter", "how many urgent tickets has Lena Fischer handled?", `SELECT count(*) FROM ${T} WHERE "Assigned Agent" = 'Lena Fischer' AND Priority = 'Urgent'`),
    ] },
  ],
  refusals: [
    { question: "which customer complained the most?" },
    { question: "average sentiment of ticket comments" },
    { question: "tickets by product version" },
  ],
};
