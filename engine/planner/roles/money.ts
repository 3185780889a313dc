// Money words and the dataset's money column: "how much did we spend", "sold", "expenses" ask for a money
// figure without naming a column, so they are read as the money column — when its kind fits them.
import type { AggregateOp } from "../../plan/schema";
import type { ColumnEntry, SchemaIndex } from "../schema-index";

export const MONEY_VERBS = new Set(["sell", "sold", "selling", "spend", "spent", "spending", "pay", "paid", "paying", "cost", "costs", "earn", "earned", "earning", "earns", "bill", "billed", "invoice", "invoiced", "charge", "charged", "make", "made", "bring", "brought"]);
const EARNING_WORDS = new Set(["sell", "sold", "selling", "sells", "earn", "earned", "earning", "earns", "make", "made", "bring", "brought", "revenue", "revenues", "income", "sales", "bill", "billed", "invoice", "invoiced", "charge", "charged"]);
const SPENDING_WORDS = new Set(["spend", "spent", "spending", "spends", "cost", "costs", "expense", "expenses", "opex", "fees", "fee", "payment", "payments"]);
/** Money words a price column answers: what one item costs. */
const PRICE_WORDS: ReadonlySet<string> = new Set(["cost", "costs", "pay", "paid", "paying", "charge", "charged", "fee", "fees", "bill", "billed"]);
/** Nouns that mean money without naming a column: "expenses", "costs", "spend". */
export const MONEY_NOUNS: ReadonlySet<string> = new Set(["expense", "expenses", "cost", "costs", "spend", "spending", "payment", "payments", "fees", "fee", "opex", "revenue", "revenues", "income", "sales", "money", "cash", "dollars"]);

/** A money verb or noun ("spent", "costs", "revenue"). */
export function isMoneyWord(norm: string): boolean {
  return MONEY_VERBS.has(norm) || MONEY_NOUNS.has(norm);
}

/**
 * Whether a money word may be read as the dataset's money column: selling words need a revenue-like column,
 * spending words a cost-like one; a neutral "Amount" serves both. "Shipping cost" in a file with only Revenue is not Revenue.
 */
export function moneyCompatible(word: string, column: ColumnEntry): boolean {
  const norms = column.words.map((w) => w.norm).concat(column.aliases.flat().map((w) => w.norm));
  const neutral = norms.some((w) => ["amount", "value", "total", "mrr", "arr"].includes(w));
  if (neutral) return true;
  // A price is what one item costs: "what does a desk cost" reads it, "total revenue" or "how much did Acme spend"
  // would add up prices of single items, which is neither (issue #27).
  if (norms.includes("price")) return PRICE_WORDS.has(word);
  const revenueLike = norms.some((w) => ["revenue", "sales", "income", "turnover", "bookings", "gmv"].includes(w));
  const costLike = norms.some((w) => ["cost", "spend", "expense", "expenses", "salary", "pay", "budget", "wage", "payroll"].includes(w));
  if (EARNING_WORDS.has(word)) return revenueLike || norms.includes("salary");
  if (SPENDING_WORDS.has(word)) return costLike;
  return true;
}

/** The dataset's main money column (the one in the question's currency, if it names one). */
export function moneyColumn(index: SchemaIndex, currencyCode?: string): ColumnEntry | undefined {
  const money = index.columns.filter((c) => c.type === "number" && c.moneyRank !== undefined && !c.isId);
  if (money.length === 0) return undefined;
  if (currencyCode) {
    const coded = money.filter((c) => c.words.some((w) => w.norm === currencyCode));
    if (coded.length > 0) return coded.sort((a, b) => (a.moneyRank ?? 99) - (b.moneyRank ?? 99) || a.index - b.index)[0];
  }
  return [...money].sort((a, b) => (a.moneyRank ?? 99) - (b.moneyRank ?? 99) || a.words.length - b.words.length || a.index - b.index)[0];
}

/** The money column when every money word of the question fits it ("spent" needs a cost-like column). */
export function fittingMoneyColumn(index: SchemaIndex, moneyWords: readonly string[], currencyCode?: string): ColumnEntry | undefined {
  const money = moneyColumn(index, currencyCode);
  return money !== undefined && moneyWords.every((w) => moneyCompatible(w.toLowerCase(), money)) ? money : undefined;
}

/**
 * The aggregate an aggregation word asks of a number column. "How much" before a price, rate or score asks what
 * one is ("how much does a lamp cost?"), not the figures of every row added up: the average, chosen by the
 * planner (not explicit, so the answer step checks that the rows agree).
 */
export function aggregateAsked(agg: { op: AggregateOp; phrase: string }, column: ColumnEntry): { op: AggregateOp; explicit: boolean } {
  if (agg.phrase === "how much" && column.type === "number" && column.intensive) return { op: "mean", explicit: false };
  return { op: agg.op, explicit: true };
}
