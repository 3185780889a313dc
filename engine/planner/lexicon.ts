// The built-in planner's business vocabulary: synonyms, abbreviations and the words that signal
// aggregations, grouping, comparisons, charts and follow-ups. Plain data; matching lives elsewhere.
import type { AggregateOp } from "../plan/schema";
import { wordTable } from "../word-table";

/**
 * Groups of words people use interchangeably for the same business concept. A word in a question
 * matches a column (or value) named with any word of its group. Multi-word entries are phrases.
 * Keep groups tight: a wrong synonym silently answers a different question. General English relations (salary /
 * wage, died → death, tall → height, old → age) come from WordNet (`language/lexical-relations.ts`); these are
 * the business senses WordNet does not have ("sales" / revenue, "client" / customer, "women" / Female).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["revenue", "sales", "sale", "turnover", "income", "gmv", "bookings", "sell", "sold", "selling", "order value"],
  ["cost", "spend", "spending", "spent", "expense", "expenditure", "outlay", "opex", "costs", "expenses", "pay", "paid", "payment"],
  ["amount", "value", "deal size", "deal value", "size of deal"],
  ["quantity", "units", "volume", "pieces", "unit sold", "units sold"],
  ["customer", "client", "buyer", "purchaser", "customer name", "client name"],
  ["employee", "staff", "people", "person", "worker", "personnel", "headcount", "head count", "fte", "team member"],
  ["salary", "pay", "compensation", "wage", "earn", "earning", "payroll", "paid", "remuneration"],
  ["department", "dept", "division", "function"],
  ["region", "territory", "geo", "area"],
  ["country", "nation", "market"],
  ["location", "office", "site", "city", "branch"],
  ["product", "product name"],
  ["discount", "markdown", "rebate"],
  ["rep", "representative", "salesperson", "sales person", "seller", "account executive", "ae"],
  ["agent", "assignee", "support agent", "handler"],
  ["vendor", "supplier", "provider"],
  ["stock", "on hand", "in stock", "inventory", "units on hand", "stock level", "qty on hand", "quantity on hand", "stock on hand"],
  ["hire", "join", "joined", "onboard", "start date"],
  ["session", "visit"],
  ["user", "visitor"],
  ["pageview", "page view", "view", "hit"],
  ["satisfaction", "happiness", "happy", "satisfied"],
  ["csat", "customer satisfaction", "satisfaction score"],
  ["rating", "score", "grade", "mark"],
  ["seat", "license", "licence", "licenses"],
  ["opportunity", "opp", "deal"],
  ["stage", "pipeline stage", "deal stage"],
  ["owner", "opportunity owner", "deal owner"],
  ["center", "centre"],
  ["tier", "level"],
  ["duration", "length", "time spent"],
  ["resolve", "resolution", "resolved", "solve", "fix"],
  ["respond", "response", "reply", "answer"],
  ["create", "created", "raise", "raised", "log", "logged", "submit", "submitted"],
  ["start", "launch", "kick off", "begin"],
  ["cancel", "cancellation", "churn date"],
  ["restock", "replenish", "reorder date"],
  ["post", "posting", "book", "booked"],
  ["ship", "shipping", "dispatch", "shipment"],
  ["win", "won", "closed won"],
  ["lose", "lost", "closed lost"],
  ["email", "e-mail", "mail"],
  ["mobile", "phone", "smartphone"],
  ["woman", "women", "female"],
  ["mortality", "death", "deaths", "fatality", "fatalities"],
  ["height", "stature"],
  ["age", "aged"],
  ["urban", "city", "cities", "town", "towns", "metropolitan"],
  ["rural", "countryside", "village", "villages"],
  ["gender", "sex"],
  ["rate", "ratio"],
  ["man", "men", "male"],
  ["full-time", "full time", "fulltime", "ft"],
  ["part-time", "part time", "parttime", "pt"],
  ["contractor", "contract", "freelancer"],
  ["active", "current", "live"],
  ["manager", "mgr", "boss", "supervisor", "line manager"],
  ["ticket", "case", "request", "issue"],
  ["order", "purchase"],
  ["campaign", "promotion", "promo"],
  ["response", "respondent", "answer"],
  ["subscription", "subscriber", "account", "customer"],
  ["entry", "transaction", "posting", "line", "journal entry", "record"],
];

/** Words worth suggesting for an unknown word but never silently substituted ("profit" is not "margin"). */
export const RELATED_TERMS: Readonly<Record<string, readonly string[]>> = wordTable({
  profit: ["margin", "gross margin", "net income", "earnings", "revenue"],
  profitability: ["margin", "gross margin"],
  margin: ["profit", "gross margin"],
  earnings: ["revenue", "income", "margin", "salary"],
  income: ["revenue", "amount"],
  price: ["unit price", "list price", "amount", "cost"],
  cost: ["unit cost", "spend", "amount", "expense"],
  store: ["location", "branch", "channel", "warehouse", "region"],
  shop: ["location", "store", "channel"],
  shipping: ["ship date", "shipment"],
  age: ["age group", "tenure", "age"],
  attrition: ["status", "termination", "churned"],
  turnover: ["status", "revenue"],
  commission: ["bonus", "revenue", "amount"],
  bonus: ["bonus %", "commission"],
  tax: ["amount", "vat"],
  email: ["email", "contact"],
  roi: ["revenue", "spend"],
  cpa: ["spend", "conversions"],
  ltv: ["mrr", "arr", "revenue"],
  retention: ["churned", "status"],
  weight: ["quantity", "units"],
  version: ["category", "product"],
  browser: ["device", "source"],
  sentiment: ["satisfaction", "csat", "score"],
  salary: ["annual salary", "pay"],
  quota: ["amount", "target"],
  velocity: ["days in stage", "age days"],
});

/** Short forms people type, expanded before matching ("avg", "qty", "cntry" is handled by the fuzzy matcher). */
export const ABBREVIATIONS: Readonly<Record<string, string>> = wordTable({
  avg: "average", av: "average", ave: "average", tot: "total", ttl: "total", sum: "sum", no: "number", num: "number",
  nbr: "number", cnt: "count", qty: "quantity", amt: "amount", acct: "account", acc: "account", dept: "department",
  depts: "department", mgr: "manager", mgmt: "management", rev: "revenue", revs: "revenue", cust: "customer",
  custs: "customer", prod: "product", prods: "product", cat: "category", cats: "category", pct: "percent",
  perc: "percent", yr: "year", yrs: "year", mo: "month", mos: "month", mth: "month", mths: "month", wk: "week",
  wks: "week", hr: "hour", hrs: "hour", min: "minimum", mins: "minute", sec: "second", secs: "second", dt: "date",
  desc: "description", px: "price", pt: "point", pts: "point", ctr: "center", ctry: "country", cntry: "country",
  loc: "location", emp: "employee", emps: "employee", empl: "employee", convs: "conversion", conv: "conversion",
  opps: "opportunity", opp: "opportunity", tix: "ticket", tkt: "ticket", tkts: "ticket", res: "resolution",
  resp: "response", perf: "performance", sat: "satisfaction", acq: "acquisition", pg: "page", pgs: "page",
  yoy: "year over year", mom: "month over month", qoq: "quarter over quarter", ytd: "year to date",
  mtd: "month to date", qtd: "quarter to date", hq: "headquarters", intl: "international", govt: "government",
  biz: "business", mktg: "marketing", mkt: "marketing", eng: "engineering", ops: "operations", fin: "finance",
  hnd: "hand", st: "street", info: "information", approx: "approximately", vs: "versus", pls: "please",
  plz: "please", thx: "thanks", w: "with", wo: "without", hw: "how", wat: "what", whats: "what", wht: "what",
  hou: "how", howmany: "how many", mny: "many", ppl: "people", sls: "sales", incl: "including", excl: "excluding",
  ex: "excluding", avrg: "average", averge: "average", nos: "number",
});

/** Entity nouns: what a row usually is. "How many orders" counts rows when no column is named like them. */
export const ROW_NOUNS: ReadonlySet<string> = new Set([
  "row", "record", "entry", "line", "item", "transaction", "order", "sale", "ticket", "case", "request", "deal",
  "opportunity", "employee", "staff", "person", "people", "worker", "member", "campaign", "response", "respondent",
  "subscription", "subscriber", "account", "customer", "client", "posting", "booking", "purchase", "invoice",
  "thing", "one", "sku", "product", "event", "visit", "submission", "survey", "hire", "contract", "lead",
  "user", "signup", "application", "claim", "shipment", "job", "task", "project",
  "woman", "man", "patient", "passenger", "participant", "individual", "student", "player", "member", "traveller",
  "traveler", "guest", "visitor", "applicant", "candidate", "resident", "household", "citizen", "voter", "athlete",
]);

export interface AggregationCue {
  phrase: string;
  op: AggregateOp;
  /** "highest"/"most": ranks groups when there are groups, otherwise a max/min value. */
  superlative?: "top" | "bottom";
}

/** Aggregation words, longest phrases first when matched. */
export const AGGREGATION_CUES: readonly AggregationCue[] = [
  { phrase: "standard deviation", op: "std_dev" }, { phrase: "std dev", op: "std_dev" }, { phrase: "stdev", op: "std_dev" },
  { phrase: "std", op: "std_dev" }, { phrase: "variability", op: "std_dev" }, { phrase: "spread", op: "std_dev" },
  { phrase: "how many", op: "count" }, { phrase: "number of", op: "count" }, { phrase: "count of", op: "count" },
  { phrase: "count", op: "count" }, { phrase: "#", op: "count" }, { phrase: "headcount", op: "count" },
  { phrase: "head count", op: "count" }, { phrase: "volume", op: "count" }, { phrase: "tally", op: "count" },
  { phrase: "unique", op: "count_distinct" }, { phrase: "distinct", op: "count_distinct" }, { phrase: "different", op: "count_distinct" },
  { phrase: "how much", op: "sum" }, { phrase: "total", op: "sum" }, { phrase: "sum", op: "sum" }, { phrase: "overall", op: "sum" },
  { phrase: "combined", op: "sum" }, { phrase: "altogether", op: "sum" }, { phrase: "cumulative", op: "sum" },
  { phrase: "average", op: "mean" }, { phrase: "mean", op: "mean" }, { phrase: "typical", op: "mean" }, { phrase: "avg", op: "mean" },
  { phrase: "median", op: "median" }, { phrase: "middle", op: "median" },
  { phrase: "maximum", op: "max", superlative: "top" }, { phrase: "max", op: "max", superlative: "top" },
  { phrase: "highest", op: "max", superlative: "top" }, { phrase: "largest", op: "max", superlative: "top" },
  { phrase: "biggest", op: "max", superlative: "top" }, { phrase: "greatest", op: "max", superlative: "top" },
  { phrase: "most expensive", op: "max", superlative: "top" }, { phrase: "most", op: "max", superlative: "top" },
  { phrase: "longest", op: "max", superlative: "top" }, { phrase: "oldest", op: "max", superlative: "top" },
  { phrase: "best", op: "max", superlative: "top" }, { phrase: "peak", op: "max", superlative: "top" },
  { phrase: "top", op: "max", superlative: "top" }, { phrase: "latest", op: "max", superlative: "top" },
  { phrase: "minimum", op: "min", superlative: "bottom" }, { phrase: "min", op: "min", superlative: "bottom" },
  { phrase: "lowest", op: "min", superlative: "bottom" }, { phrase: "smallest", op: "min", superlative: "bottom" },
  { phrase: "least", op: "min", superlative: "bottom" }, { phrase: "fewest", op: "min", superlative: "bottom" },
  { phrase: "shortest", op: "min", superlative: "bottom" }, { phrase: "youngest", op: "min", superlative: "bottom" },
  { phrase: "cheapest", op: "min", superlative: "bottom" }, { phrase: "worst", op: "min", superlative: "bottom" },
  { phrase: "tallest", op: "max", superlative: "top" }, { phrase: "heaviest", op: "max", superlative: "top" },
  { phrase: "lightest", op: "min", superlative: "bottom" }, { phrase: "hottest", op: "max", superlative: "top" },
  { phrase: "warmest", op: "max", superlative: "top" }, { phrase: "coldest", op: "min", superlative: "bottom" },
  { phrase: "windiest", op: "max", superlative: "top" }, { phrase: "fastest", op: "max", superlative: "top" },
  { phrase: "slowest", op: "min", superlative: "bottom" }, { phrase: "driest", op: "min", superlative: "bottom" },
  { phrase: "wettest", op: "max", superlative: "top" },
  { phrase: "bottom", op: "min", superlative: "bottom" }, { phrase: "earliest", op: "min", superlative: "bottom" },
];

/** Words of figures where more is worse ("worst mortality rate" is the highest): costs, losses, errors, delays. */
export const LOWER_IS_BETTER: ReadonlySet<string> = new Set([
  "cost", "costs", "expense", "expenses", "spend", "loss", "losses", "churn", "error", "errors", "defect", "defects",
  "mortality", "death", "deaths", "delay", "delays", "complaint", "complaints", "risk", "debt", "latency", "downtime",
  "return", "returns", "refund", "refunds", "bounce", "absence", "absences", "injury", "injuries", "crime", "crimes",
]);
/** Words of figures where more is better: revenue, profit, scores, satisfaction. */
export const HIGHER_IS_BETTER: ReadonlySet<string> = new Set([
  "revenue", "sales", "sale", "profit", "margin", "income", "earnings", "score", "rating", "satisfaction", "csat", "nps",
  "conversion", "conversions", "win", "wins", "growth", "amount", "quantity", "units", "attendance", "survival", "yield",
]);

/**
 * Words right after a column that only say what the column holds: "wind speed" for wind, "store names" for
 * stores, "humidity percentages" for RH. Read as part of that column's mention.
 */
export const COLUMN_TAIL_WORDS: ReadonlySet<string> = new Set([
  "speed", "speeds", "level", "levels", "size", "sizes", "percentage", "percentages", "reading", "readings",
  "measurement", "measurements", "name", "names", "label", "labels", "figure", "figures", "column", "field", "id",
  "ids", "code", "codes", "category", "categories", "type", "types", "kind", "kinds", "class", "classes", "group", "groups",
  "status", "statuses", "outcome", "outcomes", "result", "results",
]);

/** Units of one dimension convert into each other: the factor to the dimension's base unit. */
export const UNIT_SCALES: Readonly<Record<string, { dimension: string; factor: number }>> = wordTable({
  mm: { dimension: "length", factor: 0.001 }, cm: { dimension: "length", factor: 0.01 }, m: { dimension: "length", factor: 1 },
  km: { dimension: "length", factor: 1000 }, g: { dimension: "mass", factor: 0.001 }, kg: { dimension: "mass", factor: 1 },
  lb: { dimension: "mass", factor: 0.45359237 }, ha: { dimension: "area", factor: 10000 }, mph: { dimension: "speed", factor: 0.44704 },
  kmh: { dimension: "speed", factor: 1 / 3.6 },
});

/**
 * Superlatives that imply a column by themselves: "oldest" is about age, "hottest" about temperature. WordNet
 * gives most (`measuredBy`: the attribute an adjective measures); these are the column words it does not give,
 * tried after WordNet's.
 */
export const SUPERLATIVE_SUBJECT: Readonly<Record<string, readonly string[]>> = wordTable({
  cheapest: ["price"], longest: ["time"], shortest: ["time", "height"], driest: ["humidity"], wettest: ["rain", "rainfall", "precipitation", "humidity"],
});

export type Comparison = "gt" | "gte" | "lt" | "lte" | "eq" | "neq" | "between";

/** Comparison phrases before a number ("over 500", "at least 10%"); longest first when matched. */
export const COMPARISON_BEFORE: readonly (readonly [string, Comparison])[] = [
  ["greater than or equal to", "gte"], ["less than or equal to", "lte"], ["more than or equal to", "gte"],
  ["no less than", "gte"], ["no more than", "lte"], ["not more than", "lte"], ["not less than", "gte"],
  ["at least", "gte"], ["at most", "lte"], ["a minimum of", "gte"], ["a maximum of", "lte"], ["minimum of", "gte"],
  ["maximum of", "lte"], ["up to", "lte"], ["more than", "gt"], ["greater than", "gt"], ["higher than", "gt"],
  ["bigger than", "gt"], ["larger than", "gt"], ["older than", "gt"], ["longer than", "gt"], ["over", "gt"],
  ["above", "gt"], ["exceeding", "gt"], ["exceeds", "gt"], ["exceed", "gt"], ["beyond", "gt"], ["in excess of", "gt"],
  ["worse than", "lt"], ["better than", "gt"], ["heavier than", "gt"], ["lighter than", "lt"], ["taller than", "gt"],
  ["hotter than", "gt"], ["warmer than", "gt"], ["colder than", "lt"],
  ["less than", "lt"], ["fewer than", "lt"], ["lower than", "lt"], ["smaller than", "lt"], ["younger than", "lt"],
  ["shorter than", "lt"], ["cheaper than", "lt"], ["under", "lt"], ["below", "lt"], ["beneath", "lt"],
  ["equal to", "eq"], ["equals", "eq"], ["exactly", "eq"], ["of exactly", "eq"], ["not equal to", "neq"], ["other than", "neq"],
  [">=", "gte"], ["<=", "lte"], [">", "gt"], ["<", "lt"], ["=", "eq"], ["!=", "neq"], ["<>", "neq"],
  ["between", "between"], ["from", "between"],
];

/** Comparison phrases after a number ("10% or more", "2 or less", "500+"). */
export const COMPARISON_AFTER: readonly (readonly [string, Comparison])[] = [
  ["or more", "gte"], ["or higher", "gte"], ["or greater", "gte"], ["or above", "gte"], ["or over", "gte"], ["plus", "gte"],
  ["or less", "lte"], ["or lower", "lte"], ["or fewer", "lte"], ["or below", "lte"], ["or under", "lte"], ["and up", "gte"],
  ["and above", "gte"], ["and over", "gte"], ["and below", "lte"], ["and under", "lte"], ["+", "gte"],
];

/** Number words. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = wordTable({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, fifty: 50, hundred: 100, once: 1, twice: 2, thrice: 3, dozen: 12, single: 1,
  a: 1,
});

/** Grouping phrases: "by region", "per month", "for each channel", "broken down by product". */
export const GROUP_CUES: readonly string[] = [
  "broken down by", "break down by", "breakdown by", "break it down by", "split by", "split it by", "grouped by",
  "group by", "sliced by", "segmented by", "for each", "for every", "in each", "by each", "per each", "across all",
  "across", "by", "per", "each",
];

/** Words that open a yes/no question. */
export const YES_NO_OPENERS: ReadonlySet<string> = new Set(["is", "are", "was", "were", "do", "does", "did", "has", "have", "had", "can", "could", "will", "should", "would", "isn't", "aren't", "didn't", "doesn't"]);

/** Exclusion words: the next value is left out. */
export const EXCLUSION_CUES: readonly string[] = ["excluding", "exclude", "except for", "except", "without", "other than", "apart from", "besides", "not including", "leave out", "leaving out", "ignore", "ignoring", "but not", "minus", "not", "no", "non", "isn't", "aren't", "wasn't", "weren't", "never"];

/** Phrases that turn a question into a follow-up of the previous one. */
export const FOLLOW_UP_OPENERS: readonly string[] = [
  "what about", "how about", "what if", "and what about", "and how about", "same for", "same but", "the same for",
  "now", "and", "also", "then", "only", "just", "instead", "but", "ok", "okay", "switch to", "change to", "change it to",
  "make it", "make that", "make this", "show it", "show that", "show this", "plot it", "draw it", "as a", "as an", "in a",
  "exclude", "excluding", "without", "remove", "drop", "include", "add", "sort", "order", "filter", "limit", "keep",
  "for", "in", "by", "top", "bottom", "from", "with", "use", "using", "split", "break", "broken", "group", "compare",
  "versus", "vs", "what's the", "whats the", "highest", "lowest", "show the", "give me the",
];

/** Words of a question that carry no meaning for the plan once columns and values are found. */
/**
 * Words that say the data exists, is recorded or belongs somewhere, or that name the data set or its rows in
 * general ("present in the dataset", "entries found", "associated with"): they never say what to compute, so
 * they are read like grammar words. General English only — no word here may name a column of one table.
 */
export const INTENT_WORDS: readonly string[] = [
  "present", "found", "find", "exist", "exists", "existing", "appear", "appears", "appeared", "appearing", "appearance",
  "occur", "occurs", "occurring", "recorded", "record", "logged", "listed", "registered", "reported", "associated",
  "belong", "belongs", "belonging", "contain", "contains", "containing", "include", "includes", "included",
  "correspond", "corresponds", "corresponding", "related", "relating", "assigned", "available", "observed", "seen",
  "affected", "impacted", "involved", "measured", "measuring", "took", "taken", "place", "happened", "occurred",
  "dataset", "database", "data", "table", "sheet", "spreadsheet", "file", "set", "entity", "entities", "element", "elements",
  "observation", "observations", "instance", "instances", "case", "cases", "sample", "samples",
  "provide", "tell", "state", "identify", "determine", "return", "report", "output", "get",
  "actually", "overall", "total", "across", "throughout", "anywhere", "whatever", "existing", "given", "respective",
  "value", "values", "number", "numbers", "figure", "figures", "amount", "entry", "entries", "row", "rows",
  // Verbs that only say a row holds its value: "boarded", "achieved", "marked as".
  "boarded", "board", "boarding", "achieved", "achieve", "attained", "reached",
  "marked", "labeled", "labelled", "tagged", "strictly", "repeated", "noted", "documented", "stored", "kept",
];

export const FILLER_WORDS: ReadonlySet<string> = new Set([
  ...INTENT_WORDS,
  "a", "an", "the", "of", "for", "in", "on", "at", "to", "from", "with", "by", "and", "or", "&", "me", "us", "we", "our",
  "ours", "my", "i", "you", "your", "please", "thanks", "thank", "can", "could", "would", "will", "tell", "give",
  "show", "what", "what's", "whats", "which", "who", "whom", "whose", "how", "is", "are", "was", "were", "be", "been",
  "being", "do", "does", "did", "have", "has", "had", "there", "there's", "their", "they", "them", "it", "it's", "its",
  "that", "this", "these", "those", "get", "got", "all", "any", "some", "so", "far", "currently", "current", "still",
  "right", "now", "data", "dataset", "file", "table", "sheet", "report", "figure", "figures", "number", "numbers",
  "stat", "stats", "statistic", "statistics", "overall", "kind", "much", "many", "come", "came", "coming", "make",
  "made", "bring", "brought", "generate", "generated", "drive", "drove", "driven", "place", "placed", "receive",
  "received", "see", "look", "run", "ran", "carry", "carried", "provide", "provided", "go", "went", "happen",
  "happened", "occur", "perform", "performed", "take", "took", "taken", "handle", "handled", "deliver", "delivered",
  "pull", "list", "display", "find", "view", "fetch", "print", "export", "need", "want", "like", "know", "let",
  "lets", "let's", "up", "out", "into", "about", "as", "than", "then", "also", "just", "only", "really", "actually",
  "exactly", "roughly", "approximately", "around", "about", "per", "each", "every", "versus", "vs", "compared",
  "compare", "comparison", "between", "among", "amongst", "within", "during", "over", "across", "through",
  "throughout", "since", "until", "till", "before", "after", "while", "when", "where", "why", "if", "whether",
  "either", "both", "same", "other", "another", "more", "less", "fewer", "most", "least", "value", "values", "amount",
  "level", "levels", "split", "breakdown", "break", "broken", "down", "group", "grouped", "grouping", "sort", "sorted",
  "order", "ordered", "ranked", "rank", "ranking", "rate", "rates", "trend", "trends", "trending", "chart", "graph",
  "plot", "visualize", "visualise", "it", "one", "ones", "thing", "things", "stuff", "info", "information", "details",
  "detail", "breakdowns", "pls", "plz", "please", "thx", "hey", "hi", "hello", "ok", "okay", "yes", "no", "not", "any",
  "anyone", "anybody", "anything", "someone", "somebody", "everyone", "everybody", "company", "business", "firm",
  "organisation", "organization", "org", "here", "today", "currently", "far", "ever", "already", "yet", "again",
  "instead", "too", "well", "though", "although", "however", "maybe", "perhaps", "should", "shall", "might", "may",
  "must", "ones", "am", "its", "own", "own", "via", "through", "using", "use", "used", "based", "regarding", "re",
  "whole", "entire", "full", "complete", "altogether", "together", "combined", "respectively", "separately",
  "figure", "much", "whether", "happening", "going", "look", "looking", "looks", "seem", "seems", "result", "results",
  "answer", "please", "kindly", "quick", "quickly", "exact", "precise", "approx", "current", "still", "open?",
  "grand", "single", "individual", "apiece", "ea", "altogether", "lot", "lots", "bunch", "big", "small", "high", "low",
  "good", "bad", "great", "top", "bottom", "give", "gave", "given", "win", "won", "lose", "lost", "close", "closed",
  "receive", "got",
  "rows", "row", "record", "records", "entries", "entry", "items", "item", "filter", "filters", "new", "score", "scores",
  "pipeline", "time", "times", "please", "pls", "export", "exported", "list", "lists", "whole", "column", "columns",
  "scoring", "scored", "rated", "rating", "ratings",
]);

/** Ordinal words and the numbers they name ("third class" is class 3, "the second most common" a ranking place). */
export const ORDINAL_NUMBERS: Readonly<Record<string, number>> = wordTable({ first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 });
