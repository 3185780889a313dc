// The business set (issue #16): the questions business teams ask after the first one — totals that add up,
// averages per order, scope stated in the sentence, money formatted as money, honest trends, ratios (cost per
// click, conversion rate, ROAS, margin), shares and growth between periods — over five generated tables.
// Gold answers are DuckDB SQL written by hand for each question, never computed by our engine. `says` and
// `title` are patterns the answer's sentence and chart title must match (scope, formatting, verdicts).
import type { Category } from "../types";
import { risingSql } from "../questions/trend-sql";

export interface BusinessQuestion {
  question: string;
  category: Category;
  sql: string;
  yesNo?: boolean;
  ordered?: boolean;
  says?: RegExp;
  title?: RegExp;
}

export interface BusinessSet {
  dataset: string;
  questions: BusinessQuestion[];
  /** Questions that must be refused: the data lacks what they need. */
  refusals: string[];
}

const b = (category: Category, question: string, sql: string, extra: Partial<BusinessQuestion> = {}): BusinessQuestion => ({ question, category, sql, ...extra });

const year = (column: string, y: number) => `year("${column}") = ${y}`;

const sales: BusinessSet = {
  dataset: "sales",
  questions: [
    b("ranking", "top 3 products by units", `SELECT Product, sum(Quantity) s FROM sales WHERE Product IS NOT NULL GROUP BY 1 ORDER BY s DESC LIMIT 3`, { ordered: true, title: /top 3/ }),
    b("ranking", "which product sold the most units?", `SELECT Product FROM sales GROUP BY 1 ORDER BY sum(Quantity) DESC LIMIT 1`),
    b("ranking", "top 5 customers by revenue", `SELECT "Customer Name", sum(Revenue) s FROM sales WHERE "Customer Name" IS NOT NULL GROUP BY 1 ORDER BY s DESC LIMIT 5`, { ordered: true }),
    b("grouping", "revenue by region", `SELECT Region, sum(Revenue) FROM sales GROUP BY 1`),
    b("grouping", "units by category", `SELECT Category, sum(Quantity) FROM sales GROUP BY 1`),
    b("grouping", "average unit price by category", `SELECT Category, avg("Unit Price") FROM sales GROUP BY 1`),
    b("aggregate", "revenue per order", `SELECT avg(Revenue) FROM sales`),
    b("aggregate", "average order value", `SELECT avg(Revenue) FROM sales`, { says: /^The average Revenue is \d{1,3}(,\d{3})*\.\d\d\.$/ }),
    b("time", "average order value in March 2024", `SELECT avg(Revenue) FROM sales WHERE "Order Date" >= '2024-03-01' AND "Order Date" < '2024-04-01'`, { says: /in Mar 2024 is \d{1,3}(,\d{3})*\.\d\d\./ }),
    b("time", "total revenue in 2024", `SELECT sum(Revenue) FROM sales WHERE ${year("Order Date", 2024)}`, { says: /^Revenue in 2024 totals / }),
    b("time", "revenue by quarter in 2024", `SELECT date_trunc('quarter', "Order Date"), sum(Revenue) FROM sales WHERE ${year("Order Date", 2024)} GROUP BY 1`, { says: /Q1 2024/ }),
    b("time", "monthly revenue", `SELECT date_trunc('month', "Order Date"), sum(Revenue) FROM sales WHERE "Order Date" IS NOT NULL GROUP BY 1`),
    b("value-filter", "revenue in the North", `SELECT sum(Revenue) FROM sales WHERE Region = 'North'`, { says: /Region is North/ }),
    b("value-filter", "average discount for online orders", `SELECT avg(Discount) FROM sales WHERE Channel = 'Online'`, { says: /Channel is Online/ }),
    b("value-filter", "units sold to enterprise customers", `SELECT sum(Quantity) FROM sales WHERE Segment = 'Enterprise'`),
    b("share-growth", "share of revenue by region", `SELECT Region, sum(Revenue) / (SELECT sum(Revenue) FROM sales) FROM sales GROUP BY 1`),
    b("share-growth", "percentage of orders by channel", `SELECT Channel, count(*) / (SELECT count(*) FROM sales) FROM sales GROUP BY 1`),
    b("share-growth", "how much did revenue grow from 2023 to 2024", `SELECT (s24 - s23) / s23 FROM (SELECT sum(Revenue) FILTER (WHERE ${year("Order Date", 2023)}) s23, sum(Revenue) FILTER (WHERE ${year("Order Date", 2024)}) s24 FROM sales)`, { says: /from .* in 2023 to .* in 2024/ }),
    b("share-growth", "revenue growth from Q1 2024 to Q2 2024", `SELECT (q2 - q1) / q1 FROM (SELECT sum(Revenue) FILTER (WHERE "Order Date" BETWEEN '2024-01-01' AND '2024-03-31') q1, sum(Revenue) FILTER (WHERE "Order Date" BETWEEN '2024-04-01' AND '2024-06-30') q2 FROM sales)`),
    b("yes-no", "did revenue grow from 2023 to 2024?", `SELECT sum(Revenue) FILTER (WHERE ${year("Order Date", 2024)}) > sum(Revenue) FILTER (WHERE ${year("Order Date", 2023)}) FROM sales`, { yesNo: true }),
    b("yes-no", "is revenue growing?", risingSql(`SELECT date_trunc('month', "Order Date") t, sum(Revenue) v FROM sales WHERE "Order Date" IS NOT NULL GROUP BY t`), { yesNo: true }),
    b("yes-no", "is the North growing?", risingSql(`SELECT date_trunc('month', "Order Date") t, sum(Revenue) v FROM sales WHERE Region = 'North' AND "Order Date" IS NOT NULL GROUP BY t`), { yesNo: true }),
    b("yes-no", "are units sold in the West rising?", risingSql(`SELECT date_trunc('month', "Order Date") t, sum(Quantity) v FROM sales WHERE Region = 'West' AND "Order Date" IS NOT NULL GROUP BY t`), { yesNo: true }),
    b("ranking", "which sales rep brought in the most revenue in 2024?", `SELECT "Sales Rep" FROM sales WHERE ${year("Order Date", 2024)} GROUP BY 1 ORDER BY sum(Revenue) DESC LIMIT 1`),
    b("ranking", "bottom 3 products by revenue", `SELECT Product, sum(Revenue) s FROM sales WHERE Product IS NOT NULL GROUP BY 1 ORDER BY s ASC LIMIT 3`, { ordered: true }),
    b("grouping", "gross margin by segment", `SELECT Segment, sum("Gross Margin") FROM sales GROUP BY 1`),
    b("grouping", "cost by channel", `SELECT Channel, sum(Cost) FROM sales GROUP BY 1`),
    b("aggregate", "total units sold", `SELECT sum(Quantity) FROM sales`),
    b("numeric-filter", "how many orders over 2000 in revenue", `SELECT count(*) FROM sales WHERE Revenue > 2000`),
    b("share-growth", "revenue month over month in 2024", `SELECT date_trunc('month', "Order Date"), sum(Revenue) FROM sales WHERE ${year("Order Date", 2024)} GROUP BY 1`),
    b("share-growth", "what percentage of revenue came from North", `SELECT sum(Revenue) FILTER (WHERE Region = 'North') / sum(Revenue) FROM sales`, { says: /^Share of Revenue \(Region is North\) is \d+\.\d%\.$/ }),
    b("share-growth", "what share of revenue came from online orders in each region", `SELECT Region, sum(Revenue) FILTER (WHERE Channel = 'Online') / sum(Revenue) FROM sales GROUP BY 1`, { title: /^Share of Revenue \(Channel is Online\) by Region$/ }),
    b("share-growth", "what share of orders came from the Online channel in 2024", `SELECT count(*) FILTER (WHERE Channel = 'Online') / count(*) FROM sales WHERE ${year("Order Date", 2024)}`, { says: /in 2024 is \d+\.\d%/ }),
    b("share-growth", "revenue growth year over year by quarter",
      `WITH q AS (SELECT date_trunc('quarter', "Order Date") k, sum(Revenue) v FROM sales WHERE "Order Date" IS NOT NULL GROUP BY 1) SELECT a.k, (a.v - p.v) / abs(p.v) FROM q a LEFT JOIN q p ON p.k = a.k - INTERVAL 1 YEAR`),
    b("share-growth", "YoY units growth by month",
      `WITH m AS (SELECT date_trunc('month', "Order Date") k, sum(Quantity) v FROM sales WHERE "Order Date" IS NOT NULL GROUP BY 1) SELECT a.k, (a.v - p.v) / abs(p.v) FROM m a LEFT JOIN m p ON p.k = a.k - INTERVAL 1 YEAR`),
  ],
  refusals: ["cost per click by region", "what is the click-through rate?", "conversion rate by channel"],
};

const hr: BusinessSet = {
  dataset: "hr_roster",
  questions: [
    b("grouping", "headcount by department", `SELECT Department, count(*) FROM hr_roster GROUP BY 1`),
    b("aggregate", "average salary", `SELECT avg("Annual Salary") FROM hr_roster`, { says: /is (\d{1,3}(,\d{3})*\.\d\d|\d+(\.\d+)?[KM])\.$/ }),
    b("grouping", "average salary by department", `SELECT Department, avg("Annual Salary") FROM hr_roster GROUP BY 1`),
    b("grouping", "total payroll by location", `SELECT Location, sum("Annual Salary") FROM hr_roster GROUP BY 1`),
    b("ranking", "which department has the highest average salary", `SELECT Department FROM hr_roster GROUP BY 1 ORDER BY avg("Annual Salary") DESC LIMIT 1`),
    b("ranking", "top 3 locations by headcount", `SELECT Location, count(*) c FROM hr_roster GROUP BY 1 ORDER BY c DESC LIMIT 3`, { ordered: true }),
    b("grouping", "average age by department", `SELECT Department, avg(Age) FROM hr_roster GROUP BY 1`),
    b("grouping", "performance rating by department", `SELECT Department, avg("Performance Rating") FROM hr_roster GROUP BY 1`),
    b("grouping", "average bonus % by department", `SELECT Department, avg("Bonus %") FROM hr_roster GROUP BY 1`),
    b("value-filter", "average salary in Engineering", `SELECT avg("Annual Salary") FROM hr_roster WHERE Department = 'Engineering'`, { says: /Department is Engineering/ }),
    b("value-filter", "how many remote employees", `SELECT count(*) FROM hr_roster WHERE Remote = 'Yes'`),
    b("value-filter", "headcount of contractors by department", `SELECT Department, count(*) FROM hr_roster WHERE "Employment Type" = 'Contractor' GROUP BY 1`),
    b("time", "number of hires in 2024", `SELECT count(*) FROM hr_roster WHERE ${year("Hire Date", 2024)}`, { says: /in 2024/ }),
    b("time", "hires by year", `SELECT year("Hire Date"), count(*) FROM hr_roster GROUP BY 1`),
    b("time", "hires by quarter in 2024", `SELECT date_trunc('quarter', "Hire Date"), count(*) FROM hr_roster WHERE ${year("Hire Date", 2024)} GROUP BY 1`),
    b("share-growth", "share of headcount by location", `SELECT Location, count(*) / (SELECT count(*) FROM hr_roster) FROM hr_roster GROUP BY 1`),
    b("share-growth", "percentage of employees by gender", `SELECT Gender, count(*) / (SELECT count(*) FROM hr_roster) FROM hr_roster GROUP BY 1`),
    b("share-growth", "share of payroll by department", `SELECT Department, sum("Annual Salary") / (SELECT sum("Annual Salary") FROM hr_roster) FROM hr_roster GROUP BY 1`),
    b("yes-no", "are hires growing?", risingSql(`SELECT date_trunc('month', "Hire Date") t, count(*) v FROM hr_roster GROUP BY t`), { yesNo: true }),
    b("yes-no", "do engineers earn more than sales people?", `SELECT avg("Annual Salary") FILTER (WHERE Department = 'Engineering') > avg("Annual Salary") FILTER (WHERE Department = 'Sales') FROM hr_roster`, { yesNo: true }),
    b("numeric-filter", "how many employees earn over 120k", `SELECT count(*) FROM hr_roster WHERE "Annual Salary" > 120000`),
    b("numeric-filter", "average salary of employees older than 50", `SELECT avg("Annual Salary") FROM hr_roster WHERE Age > 50`),
    b("aggregate", "median salary", `SELECT median("Annual Salary") FROM hr_roster`),
    b("aggregate", "total payroll", `SELECT sum("Annual Salary") FROM hr_roster`),
    b("ranking", "bottom 2 departments by average performance rating", `SELECT Department, avg("Performance Rating") a FROM hr_roster GROUP BY 1 ORDER BY a ASC LIMIT 2`, { ordered: true }),
    b("grouping", "salary by employment type", `SELECT "Employment Type", avg("Annual Salary") FROM hr_roster GROUP BY 1`),
    b("value-filter", "average salary of women in London", `SELECT avg("Annual Salary") FROM hr_roster WHERE Gender = 'Female' AND Location = 'London'`),
    b("grouping", "headcount by status", `SELECT Status, count(*) FROM hr_roster GROUP BY 1`),
    b("ranking", "which location has the youngest average age", `SELECT Location FROM hr_roster GROUP BY 1 ORDER BY avg(Age) ASC LIMIT 1`),
    b("time", "average salary of people hired since 2023", `SELECT avg("Annual Salary") FROM hr_roster WHERE "Hire Date" >= '2023-01-01'`),
    b("share-growth", "what percentage of employees are remote", `SELECT count(*) FILTER (WHERE Remote = 'Yes') / count(*) FROM hr_roster`),
    b("share-growth", "share of payroll in Engineering", `SELECT sum("Annual Salary") FILTER (WHERE Department = 'Engineering') / sum("Annual Salary") FROM hr_roster`),
  ],
  refusals: ["revenue per employee", "what is the attrition cost per hire?"],
};

const marketing: BusinessSet = {
  dataset: "marketing_campaigns",
  questions: [
    b("share-growth", "cost per click", `SELECT sum(Spend) / sum(Clicks) FROM marketing_campaigns`),
    b("share-growth", "cost per click by channel", `SELECT Channel, sum(Spend) / sum(Clicks) FROM marketing_campaigns GROUP BY 1`, { title: /^Cost per click by Channel/ }),
    b("share-growth", "click-through rate by region", `SELECT Region, sum(Clicks) / sum(Impressions) FROM marketing_campaigns GROUP BY 1`, { says: /%/ }),
    b("share-growth", "CTR", `SELECT sum(Clicks) / sum(Impressions) FROM marketing_campaigns`, { says: /^Click-through rate is \d+\.\d%\.$/ }),
    b("share-growth", "conversion rate by channel", `SELECT Channel, sum(Conversions) / sum(Clicks) FROM marketing_campaigns GROUP BY 1`),
    b("ranking", "which channel has the highest conversion rate?", `SELECT Channel FROM marketing_campaigns GROUP BY 1 ORDER BY sum(Conversions) / sum(Clicks) DESC LIMIT 1`),
    b("share-growth", "return on ad spend by channel", `SELECT Channel, sum(Revenue) / sum(Spend) FROM marketing_campaigns GROUP BY 1`),
    b("ranking", "which region has the best ROAS", `SELECT Region FROM marketing_campaigns GROUP BY 1 ORDER BY sum(Revenue) / sum(Spend) DESC LIMIT 1`),
    b("share-growth", "ROAS in 2024", `SELECT sum(Revenue) / sum(Spend) FROM marketing_campaigns WHERE ${year("Start Date", 2024)}`, { says: /in 2024/ }),
    b("share-growth", "cost per conversion by region", `SELECT Region, sum(Spend) / sum(Conversions) FROM marketing_campaigns GROUP BY 1`),
    b("share-growth", "cost per lead", `SELECT sum(Spend) / sum(Leads) FROM marketing_campaigns`),
    b("share-growth", "revenue per lead by channel", `SELECT Channel, sum(Revenue) / sum(Leads) FROM marketing_campaigns GROUP BY 1`),
    b("share-growth", "spend per conversion for email", `SELECT sum(Spend) / sum(Conversions) FROM marketing_campaigns WHERE Channel = 'Email'`, { says: /Channel is Email/ }),
    b("ranking", "top 3 channels by click-through rate", `SELECT Channel, sum(Clicks) / sum(Impressions) r FROM marketing_campaigns GROUP BY 1 ORDER BY r DESC LIMIT 3`, { ordered: true }),
    b("share-growth", "conversion rate by quarter", `SELECT date_trunc('quarter', "Start Date"), sum(Conversions) / sum(Clicks) FROM marketing_campaigns GROUP BY 1`),
    b("grouping", "spend by channel", `SELECT Channel, sum(Spend) FROM marketing_campaigns GROUP BY 1`),
    b("grouping", "conversions by region", `SELECT Region, sum(Conversions) FROM marketing_campaigns GROUP BY 1`),
    b("ranking", "top 3 channels by spend", `SELECT Channel, sum(Spend) s FROM marketing_campaigns GROUP BY 1 ORDER BY s DESC LIMIT 3`, { ordered: true }),
    b("aggregate", "average spend per campaign", `SELECT avg(Spend) FROM marketing_campaigns`),
    b("aggregate", "total budget", `SELECT sum(Budget) FROM marketing_campaigns`),
    b("share-growth", "share of spend by channel", `SELECT Channel, sum(Spend) / (SELECT sum(Spend) FROM marketing_campaigns) FROM marketing_campaigns GROUP BY 1`),
    b("share-growth", "share of conversions by region", `SELECT Region, sum(Conversions) / (SELECT sum(Conversions) FROM marketing_campaigns) FROM marketing_campaigns GROUP BY 1`),
    b("time", "spend by month in 2024", `SELECT date_trunc('month', "Start Date"), sum(Spend) FROM marketing_campaigns WHERE ${year("Start Date", 2024)} GROUP BY 1`),
    b("share-growth", "how much did spend grow from 2023 to 2024", `SELECT (s24 - s23) / s23 FROM (SELECT sum(Spend) FILTER (WHERE ${year("Start Date", 2023)}) s23, sum(Spend) FILTER (WHERE ${year("Start Date", 2024)}) s24 FROM marketing_campaigns)`),
    b("yes-no", "did conversions grow from 2023 to 2024?", `SELECT sum(Conversions) FILTER (WHERE ${year("Start Date", 2024)}) > sum(Conversions) FILTER (WHERE ${year("Start Date", 2023)}) FROM marketing_campaigns`, { yesNo: true }),
    b("yes-no", "is spend growing?", risingSql(`SELECT date_trunc('month', "Start Date") t, sum(Spend) v FROM marketing_campaigns GROUP BY t`), { yesNo: true }),
    b("value-filter", "clicks for completed campaigns", `SELECT sum(Clicks) FROM marketing_campaigns WHERE Status = 'Completed'`),
    b("value-filter", "revenue from social in EMEA", `SELECT sum(Revenue) FROM marketing_campaigns WHERE Channel = 'Social' AND Region = 'EMEA'`),
    b("numeric-filter", "how many campaigns spent over 20k", `SELECT count(*) FROM marketing_campaigns WHERE Spend > 20000`),
    b("grouping", "leads by channel and region", `SELECT Channel, Region, sum(Leads) FROM marketing_campaigns GROUP BY 1, 2`),
    b("ranking", "which channel generated the most revenue in 2024", `SELECT Channel FROM marketing_campaigns WHERE ${year("Start Date", 2024)} GROUP BY 1 ORDER BY sum(Revenue) DESC LIMIT 1`),
    b("share-growth", "what share of spend went to social", `SELECT sum(Spend) FILTER (WHERE Channel = 'Social') / sum(Spend) FROM marketing_campaigns`),
  ],
  refusals: ["what is the margin by channel?", "cost per acquisition by channel", "average order value by channel"],
};

const EXPENSE = `"Account Type" = 'Expense'`;
const finance: BusinessSet = {
  dataset: "finance_ledger",
  questions: [
    b("grouping", "total amount by account type", `SELECT "Account Type", sum(Amount) FROM finance_ledger GROUP BY 1`),
    b("value-filter", "total expenses", `SELECT sum(Amount) FROM finance_ledger WHERE ${EXPENSE}`),
    b("value-filter", "expenses by cost center", `SELECT "Cost Center", sum(Amount) FROM finance_ledger WHERE ${EXPENSE} GROUP BY 1`),
    b("ranking", "top 5 vendors by spend", `SELECT Vendor, sum(Amount) s FROM finance_ledger WHERE ${EXPENSE} AND Vendor IS NOT NULL GROUP BY 1 ORDER BY s DESC LIMIT 5`, { ordered: true }),
    b("time", "expenses by quarter", `SELECT date_trunc('quarter', "Posting Date"), sum(Amount) FROM finance_ledger WHERE ${EXPENSE} GROUP BY 1`, { says: /Q1 2024/ }),
    b("time", "revenue by month", `SELECT date_trunc('month', "Posting Date"), sum(Amount) FROM finance_ledger WHERE "Account Type" = 'Revenue' GROUP BY 1`),
    b("time", "total expenses in March 2024", `SELECT sum(Amount) FROM finance_ledger WHERE ${EXPENSE} AND "Posting Date" BETWEEN '2024-03-01' AND '2024-03-31'`, { says: /in Mar 2024/ }),
    b("value-filter", "travel spend", `SELECT sum(Amount) FROM finance_ledger WHERE "Account Name" = 'Travel'`),
    b("value-filter", "software subscription costs by quarter", `SELECT date_trunc('quarter', "Posting Date"), sum(Amount) FROM finance_ledger WHERE "Account Name" = 'Software Subscriptions' GROUP BY 1`),
    b("share-growth", "share of expenses by account", `SELECT "Account Name", sum(Amount) / (SELECT sum(Amount) FROM finance_ledger WHERE ${EXPENSE}) FROM finance_ledger WHERE ${EXPENSE} GROUP BY 1`),
    b("share-growth", "share of expenses by cost center", `SELECT "Cost Center", sum(Amount) / (SELECT sum(Amount) FROM finance_ledger WHERE ${EXPENSE}) FROM finance_ledger WHERE ${EXPENSE} GROUP BY 1`),
    b("share-growth", "how much did expenses grow from Q1 2024 to Q4 2024", `SELECT (q4 - q1) / q1 FROM (SELECT sum(Amount) FILTER (WHERE "Posting Date" BETWEEN '2024-01-01' AND '2024-03-31') q1, sum(Amount) FILTER (WHERE "Posting Date" BETWEEN '2024-10-01' AND '2024-12-31') q4 FROM finance_ledger WHERE ${EXPENSE})`),
    b("yes-no", "did expenses grow from Q1 2024 to Q2 2024?", `SELECT sum(Amount) FILTER (WHERE "Posting Date" BETWEEN '2024-04-01' AND '2024-06-30') > sum(Amount) FILTER (WHERE "Posting Date" BETWEEN '2024-01-01' AND '2024-03-31') FROM finance_ledger WHERE ${EXPENSE}`, { yesNo: true }),
    b("yes-no", "are expenses rising?", risingSql(`SELECT date_trunc('month', "Posting Date") t, sum(Amount) v FROM finance_ledger WHERE ${EXPENSE} GROUP BY t`), { yesNo: true }),
    b("yes-no", "is revenue growing?", risingSql(`SELECT date_trunc('month', "Posting Date") t, sum(Amount) v FROM finance_ledger WHERE "Account Type" = 'Revenue' GROUP BY t`), { yesNo: true }),
    b("aggregate", "how many entries", `SELECT count(*) FROM finance_ledger`),
    b("aggregate", "average entry amount", `SELECT avg(Amount) FROM finance_ledger`),
    b("value-filter", "total amount of unapproved entries", `SELECT sum(Amount) FROM finance_ledger WHERE NOT Approved`),
    b("value-filter", "how many unapproved entries", `SELECT count(*) FROM finance_ledger WHERE NOT Approved`),
    b("numeric-filter", "how many entries over 10,000", `SELECT count(*) FROM finance_ledger WHERE Amount > 10000`),
    b("ranking", "which cost center spent the most?", `SELECT "Cost Center" FROM finance_ledger WHERE ${EXPENSE} GROUP BY 1 ORDER BY sum(Amount) DESC LIMIT 1`),
    b("ranking", "bottom 3 accounts by amount", `SELECT "Account Name", sum(Amount) s FROM finance_ledger GROUP BY 1 ORDER BY s ASC LIMIT 3`, { ordered: true }),
    b("grouping", "amount by account name", `SELECT "Account Name", sum(Amount) FROM finance_ledger GROUP BY 1`),
    b("grouping", "average amount by vendor for rent", `SELECT Vendor, avg(Amount) FROM finance_ledger WHERE "Account Name" = 'Rent' GROUP BY 1`),
    b("time", "marketing services spend in the second half of 2024", `SELECT sum(Amount) FROM finance_ledger WHERE "Account Name" = 'Marketing Services' AND "Posting Date" BETWEEN '2024-07-01' AND '2024-12-31'`),
    b("time", "expenses by week in December 2024", `SELECT date_trunc('week', "Posting Date"), sum(Amount) FROM finance_ledger WHERE ${EXPENSE} AND "Posting Date" BETWEEN '2024-12-01' AND '2024-12-31' GROUP BY 1`, { says: /Week of/ }),
    b("value-filter", "salaries paid by the R&D cost center", `SELECT sum(Amount) FROM finance_ledger WHERE "Account Name" = 'Salaries' AND "Cost Center" = 'R&D'`),
    b("time", "revenue in Q3", `SELECT sum(Amount) FROM finance_ledger WHERE "Account Type" = 'Revenue' AND "Posting Date" BETWEEN '2024-07-01' AND '2024-09-30'`, { says: /Q3 2024/ }),
    b("share-growth", "expenses month over month", `SELECT date_trunc('month', "Posting Date"), sum(Amount) FROM finance_ledger WHERE ${EXPENSE} GROUP BY 1`),
    b("grouping", "count of entries by vendor for office supplies", `SELECT Vendor, count(*) FROM finance_ledger WHERE "Account Name" = 'Office Supplies' GROUP BY 1`),
  ],
  refusals: ["what is our EBITDA margin?", "cost per click by vendor", "return on ad spend"],
};

const support: BusinessSet = {
  dataset: "support_tickets",
  questions: [
    b("grouping", "tickets by priority", `SELECT Priority, count(*) FROM support_tickets GROUP BY 1`),
    b("share-growth", "what percentage of tickets came from chat in each priority", `SELECT Priority, count(*) FILTER (WHERE Channel = 'Chat') / count(*) FROM support_tickets GROUP BY 1`),
    b("grouping", "average resolution time by priority", `SELECT Priority, avg("Resolution Time (hrs)") FROM support_tickets GROUP BY 1`),
    b("grouping", "average first response time by channel", `SELECT Channel, avg("First Response (min)") FROM support_tickets GROUP BY 1`),
    b("grouping", "average CSAT by agent", `SELECT "Assigned Agent", avg(CSAT) FROM support_tickets GROUP BY 1`),
    b("ranking", "which agent has the highest average CSAT", `SELECT "Assigned Agent" FROM support_tickets GROUP BY 1 ORDER BY avg(CSAT) DESC LIMIT 1`),
    b("ranking", "top 3 categories by ticket count", `SELECT Category, count(*) c FROM support_tickets GROUP BY 1 ORDER BY c DESC LIMIT 3`, { ordered: true }),
    b("ranking", "which category takes longest to resolve", `SELECT Category FROM support_tickets GROUP BY 1 ORDER BY avg("Resolution Time (hrs)") DESC LIMIT 1`),
    b("time", "tickets by month", `SELECT date_trunc('month', "Created At"), count(*) FROM support_tickets GROUP BY 1`),
    b("time", "tickets by quarter", `SELECT date_trunc('quarter', "Created At"), count(*) FROM support_tickets GROUP BY 1`, { says: /Q1 2024/ }),
    b("time", "how many tickets in March 2024", `SELECT count(*) FROM support_tickets WHERE "Created At" >= '2024-03-01' AND "Created At" < '2024-04-01'`, { says: /in Mar 2024/ }),
    b("time", "average resolution time for tickets created in Q4", `SELECT avg("Resolution Time (hrs)") FROM support_tickets WHERE "Created At" >= '2024-10-01'`, { says: /in Q4 2024/ }),
    b("value-filter", "how many urgent tickets", `SELECT count(*) FROM support_tickets WHERE Priority = 'Urgent'`),
    b("value-filter", "average CSAT for enterprise customers", `SELECT avg(CSAT) FROM support_tickets WHERE "Customer Tier" = 'Enterprise'`, { says: /Customer Tier is Enterprise/ }),
    b("value-filter", "open tickets by category", `SELECT Category, count(*) FROM support_tickets WHERE Status = 'Open' GROUP BY 1`),
    b("value-filter", "average resolution time for billing tickets by channel", `SELECT Channel, avg("Resolution Time (hrs)") FROM support_tickets WHERE Category = 'Billing' GROUP BY 1`),
    b("share-growth", "share of tickets by channel", `SELECT Channel, count(*) / (SELECT count(*) FROM support_tickets) FROM support_tickets GROUP BY 1`),
    b("share-growth", "percentage of tickets by customer tier", `SELECT "Customer Tier", count(*) / (SELECT count(*) FROM support_tickets) FROM support_tickets GROUP BY 1`),
    b("share-growth", "how much did ticket volume grow from Q1 2024 to Q4 2024", `SELECT (q4 - q1) / q1 FROM (SELECT count(*) FILTER (WHERE "Created At" < '2024-04-01') q1, count(*) FILTER (WHERE "Created At" >= '2024-10-01') q4 FROM support_tickets)`),
    b("yes-no", "are tickets rising?", risingSql(`SELECT date_trunc('month', "Created At") t, count(*) v FROM support_tickets GROUP BY t`), { yesNo: true }),
    b("yes-no", "is resolution time going down?", `SELECT coalesce(regr_count(v, epoch(t) / 86400) >= 4 AND regr_slope(v, epoch(t) / 86400) < 0 AND abs(regr_slope(v, epoch(t) / 86400)) >= 2 * sqrt((regr_syy(v, epoch(t) / 86400) - regr_slope(v, epoch(t) / 86400) * regr_sxy(v, epoch(t) / 86400)) / (regr_count(v, epoch(t) / 86400) - 2) / regr_sxx(v, epoch(t) / 86400)), false) FROM (SELECT date_trunc('month', "Created At") t, avg("Resolution Time (hrs)") v FROM support_tickets GROUP BY t)`, { yesNo: true }),
    b("numeric-filter", "how many tickets took more than 48 hours to resolve", `SELECT count(*) FROM support_tickets WHERE "Resolution Time (hrs)" > 48`),
    b("numeric-filter", "tickets with CSAT below 3 by channel", `SELECT Channel, count(*) FROM support_tickets WHERE CSAT < 3 GROUP BY 1`),
    b("aggregate", "average CSAT", `SELECT avg(CSAT) FROM support_tickets`),
    b("aggregate", "median first response time", `SELECT median("First Response (min)") FROM support_tickets`),
    b("aggregate", "how many tickets", `SELECT count(*) FROM support_tickets`),
    b("ranking", "bottom 2 channels by average CSAT", `SELECT Channel, avg(CSAT) a FROM support_tickets GROUP BY 1 ORDER BY a ASC LIMIT 2`, { ordered: true }),
    b("grouping", "tickets by status and priority", `SELECT Status, Priority, count(*) FROM support_tickets GROUP BY 1, 2`),
    b("ranking", "which agent handled the most tickets", `SELECT "Assigned Agent" FROM support_tickets WHERE "Assigned Agent" IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
    b("grouping", "average resolution time by customer tier", `SELECT "Customer Tier", avg("Resolution Time (hrs)") FROM support_tickets GROUP BY 1`),
    b("yes-no", "do urgent tickets get resolved faster than low priority ones?", `SELECT avg("Resolution Time (hrs)") FILTER (WHERE Priority = 'Urgent') < avg("Resolution Time (hrs)") FILTER (WHERE Priority = 'Low') FROM support_tickets`, { yesNo: true }),
    b("share-growth", "what percentage of tickets are urgent", `SELECT count(*) FILTER (WHERE Priority = 'Urgent') / count(*) FROM support_tickets`, { says: /^Share of tickets \(Priority is Urgent\) is/ }),
  ],
  refusals: ["cost per ticket by agent", "what is the conversion rate?", "revenue by priority"],
};

/** The business set's tables and questions, in a fixed order (the dev/held-out split depends on it). */
export const BUSINESS_SETS: BusinessSet[] = [sales, hr, marketing, finance, support];
