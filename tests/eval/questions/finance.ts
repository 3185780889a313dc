// General ledger, fiscal 2024 (postings through 2024-12-31).
import { type DatasetQuestions, f, q } from "../types";

const EXP = `"Account Type" = 'Expense'`;

export const finance: DatasetQuestions = {
  dataset: "finance_ledger",
  questions: [
    q("value-filter", "total expenses by cost center", `SELECT "Cost Center", sum(Amount) FROM finance_ledger WHERE ${EXP} GROUP BY 1`),
    q("value-filter", "What was total revenue in 2024?", `SELECT sum(Amount) FROM finance_ledger WHERE "Account Type" = 'Revenue' AND year("Posting Date") = 2024`),
    q("grouping", "amount by account", `SELECT "Account Name", sum(Amount) FROM finance_ledger GROUP BY 1`),
    q("ranking", "top 5 vendors by spend",
      `SELECT Vendor, sum(Amount) s FROM finance_ledger WHERE ${EXP} GROUP BY Vendor ORDER BY s DESC LIMIT 5`, { ordered: true }),
    q("value-filter", "how much did we spend on travel", `SELECT sum(Amount) FROM finance_ledger WHERE "Account Name" = 'Travel'`),
    q("time", "monthly expenses", `SELECT strftime("Posting Date", '%Y-%m') m, sum(Amount) FROM finance_ledger WHERE ${EXP} GROUP BY m`),
    q("time", "software subscription costs last quarter",
      `SELECT sum(Amount) FROM finance_ledger WHERE "Account Name" = 'Software Subscriptions' AND "Posting Date" BETWEEN '2024-10-01' AND '2024-12-31'`),
    q("value-filter", "how many entries are not approved", `SELECT count(*) FROM finance_ledger WHERE NOT Approved`),
    q("numeric-filter", "list entries over 50,000", `SELECT "Entry ID" FROM finance_ledger WHERE Amount > 50000`),
    q("numeric-filter", "number of transactions under $200", `SELECT count(*) FROM finance_ledger WHERE Amount < 200`),
    q("share-growth", "share of expenses by account",
      `SELECT "Account Name", sum(Amount) / (SELECT sum(Amount) FROM finance_ledger WHERE ${EXP}) FROM finance_ledger WHERE ${EXP} GROUP BY 1`),
    q("share-growth", "month over month change in product revenue",
      `SELECT m, s / lag(s) OVER (ORDER BY m) - 1 FROM (SELECT strftime("Posting Date", '%Y-%m') m, sum(Amount) s FROM finance_ledger WHERE "Account Name" = 'Product Revenue' GROUP BY m)`),
    q("aggregate", "average transaction amount", `SELECT avg(Amount) FROM finance_ledger`),
    q("aggregate", "how many vendors do we pay", `SELECT count(DISTINCT Vendor) FROM finance_ledger WHERE ${EXP}`),
    q("grouping", "spend per cost centre per quarter",
      `SELECT "Cost Center", '2024-Q' || quarter("Posting Date") qq, sum(Amount) FROM finance_ledger WHERE ${EXP} GROUP BY 1, 2`),
    q("messy", "opex by cost ctr for Q2", `SELECT "Cost Center", sum(Amount) FROM finance_ledger WHERE ${EXP} AND "Posting Date" BETWEEN '2024-04-01' AND '2024-06-30' GROUP BY 1`),
    q("messy", "ttl amt for acct 6300", `SELECT sum(Amount) FROM finance_ledger WHERE "Account Code" = 6300`),
    q("yes-no", "did marketing services spend go over 500k this year?",
      `SELECT sum(Amount) > 500000 FROM finance_ledger WHERE "Account Name" = 'Marketing Services' AND year("Posting Date") = 2024`, { yesNo: true }),
    q("list", "show the unapproved consulting fees", `SELECT "Entry ID" FROM finance_ledger WHERE NOT Approved AND "Account Name" = 'Consulting Fees'`),
    q("time", "rent paid in the first quarter", `SELECT sum(Amount) FROM finance_ledger WHERE "Account Name" = 'Rent' AND "Posting Date" BETWEEN '2024-01-01' AND '2024-03-31'`),
    q("ranking", "which month had the highest salaries expense?",
      `SELECT strftime("Posting Date", '%Y-%m') FROM finance_ledger WHERE "Account Name" = 'Salaries' GROUP BY 1 ORDER BY sum(Amount) DESC LIMIT 1`),
    q("grouping", "count of entries per vendor for Office Supplies", `SELECT Vendor, count(*) FROM finance_ledger WHERE "Account Name" = 'Office Supplies' GROUP BY Vendor`),
    q("time", "expenses in the last 30 days", `SELECT sum(Amount) FROM finance_ledger WHERE ${EXP} AND "Posting Date" BETWEEN '2024-12-02' AND '2024-12-31'`),
  ],
  chains: [
    { turns: [
      q("value-filter", "total expenses by cost center", `SELECT "Cost Center", sum(Amount) FROM finance_ledger WHERE ${EXP} GROUP BY 1`),
      f("now by month", `SELECT strftime("Posting Date", '%Y-%m') m, sum(Amount) FROM finance_ledger WHERE ${EXP} GROUP BY m`),
      f("show it as a line", `SELECT strftime("Posting Date", '%Y-%m') m, sum(Amount) FROM finance_ledger WHERE ${EXP} GROUP BY m`, { chart: "line" }),
    ] },
    { turns: [
      q("value-filter", "how much did we pay Deloitte", `SELECT sum(Amount) FROM finance_ledger WHERE Vendor = 'Deloitte'`),
      f("and KPMG?", `SELECT sum(Amount) FROM finance_ledger WHERE Vendor = 'KPMG'`),
      f("only approved ones", `SELECT sum(Amount) FROM finance_ledger WHERE Vendor = 'KPMG' AND Approved`),
    ] },
    { turns: [
      q("ranking", "top 10 vendors by amount", `SELECT Vendor, sum(Amount) s FROM finance_ledger GROUP BY Vendor ORDER BY s DESC LIMIT 10`, { ordered: true }),
      f("exclude Payroll", `SELECT Vendor, sum(Amount) s FROM finance_ledger WHERE Vendor <> 'Payroll' GROUP BY Vendor ORDER BY s DESC LIMIT 10`, { ordered: true }),
      f("top 3", `SELECT Vendor, sum(Amount) s FROM finance_ledger WHERE Vendor <> 'Payroll' GROUP BY Vendor ORDER BY s DESC LIMIT 3`, { ordered: true }),
    ] },
    { turns: [
      q("time", "travel spend by quarter", `SELECT '2024-Q' || quarter("Posting Date") qq, sum(Amount) FROM finance_ledger WHERE "Account Name" = 'Travel' GROUP BY qq`),
      f("what about utilities", `SELECT '2024-Q' || quarter("Posting Date") qq, sum(Amount) FROM finance_ledger WHERE "Account Name" = 'Utilities' GROUP BY qq`),
      f("average instead of total", `SELECT '2024-Q' || quarter("Posting Date") qq, avg(Amount) FROM finance_ledger WHERE "Account Name" = 'Utilities' GROUP BY qq`),
    ] },
    { turns: [
      q("grouping", "number of entries by account type", `SELECT "Account Type", count(*) FROM finance_ledger GROUP BY 1`),
      q("value-filter", "what is the biggest single expense entry?", `SELECT max(Amount) FROM finance_ledger WHERE ${EXP}`),
    ] },
    { turns: [
      q("value-filter", "travel spend by vendor", `SELECT Vendor, sum(Amount) FROM finance_ledger WHERE "Account Name" = 'Travel' GROUP BY Vendor`),
      f("in Q4 only", `SELECT Vendor, sum(Amount) FROM finance_ledger WHERE "Account Name" = 'Travel' AND "Posting Date" BETWEEN '2024-10-01' AND '2024-12-31' GROUP BY Vendor`),
      f("as a pie chart", `SELECT Vendor, sum(Amount) FROM finance_ledger WHERE "Account Name" = 'Travel' AND "Posting Date" BETWEEN '2024-10-01' AND '2024-12-31' GROUP BY Vendor`, { chart: "pie" }),
    ] },
  ],
  refusals: [
    { question: "what is our EBITDA margin?" },
    { question: "show the balance sheet by invoice number" },
    { question: "total tax paid per region" },
  ],
};
