// `npm run eval`: asks the built-in planner every evaluation question, runs its plan with our engine and
// compares the answer with the hand-written DuckDB gold SQL. Prints accuracy by category and overall,
// for the development set and the held-out set (every third item of each dataset's lists).
//
//   npm run eval                      both sets
//   npm run eval -- --split dev       development set only (the one used while tuning)
//   npm run eval -- --verbose         print each failure with its plan
//   npm run eval -- --dataset sales   one dataset
//   npm run eval -- --write           also write tests/eval/RESULTS.md (commit it with planner changes)
//   npm run eval -- --real wtq-dev    only one real-data set (realdata or wtq-dev), nothing else
// Without --dataset/--split it also answers the real-data dev sets (../shared/realdata, ../shared/wtq-dev) in-process,
// each by answer type and by half of its tables (tableHalf): --verbose lists only the dev half's misses, so the check
// half stays an estimate for tables nobody looked at. Every set prints precision = correct / answered.
// Without --dataset/--split it also runs the cleaning set (cleaning.ts) and the business set.
import { writeFileSync } from "node:fs";
import { execSync } from "node:child_process";
import { type BusinessOutcome, evaluateBusinessSet } from "./business/evaluate";
import { cleaningLines, evaluateCleaningSet } from "./cleaning";
import { evaluateOwnSets, type Outcome, type Split } from "./own-sets";
import { isStrangersTable } from "./questions/index";
import { halfLines, readRealQuestions, REALDATA_DIR, type RealOutcome, runRealData, tallyLines, WTQ_DEV_DIR } from "./realdata";
import { precision, tally, tallyOwn } from "./tally";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const onlySplit = option("split") as Split | undefined;
const onlyDataset = option("dataset");
const verbose = args.includes("--verbose");
const onlyReal = option("real");
const REAL_SETS = [
  { name: "realdata", dir: REALDATA_DIR, title: "Real-data dev set (../shared/realdata, DataBench: 199 questions over 7 public tables)" },
  { name: "wtq-dev", dir: WTQ_DEV_DIR, title: "WikiTableQuestions dev set (../shared/wtq-dev: 1,000 questions over 751 Wikipedia tables)" },
].filter((set) => !onlyReal || set.name === onlyReal);

/** Precision of our own sets, from the same counts the tables print (tallyOwn). */
function ownPrecision(outcomes: Outcome[]): string {
  return `${precision(tallyOwn(outcomes)).toFixed(1)}%`;
}

function table(outcomes: Outcome[], title: string): void {
  if (outcomes.length === 0) return;
  const categories = [...new Set(outcomes.map((o) => o.category))].sort();
  console.log(`\n${title}`);
  console.log(`${"category".padEnd(18)} ${"right".padStart(6)} ${"total".padStart(6)} ${"accuracy".padStart(9)}`);
  for (const category of categories) {
    const of = outcomes.filter((o) => o.category === category);
    const right = of.filter((o) => o.ok).length;
    console.log(`${category.padEnd(18)} ${String(right).padStart(6)} ${String(of.length).padStart(6)} ${((100 * right) / of.length).toFixed(1).padStart(8)}%`);
  }
  const right = outcomes.filter((o) => o.ok).length;
  console.log(`${"overall".padEnd(18)} ${String(right).padStart(6)} ${String(outcomes.length).padStart(6)} ${((100 * right) / outcomes.length).toFixed(1).padStart(8)}%   precision ${ownPrecision(outcomes)}`);
}

const all = onlyReal ? [] : await evaluateOwnSets({ dataset: onlyDataset, split: onlySplit });
// The strangers' tables are reported apart (below), unless one of them was asked for by name.
const reported = onlyDataset ? all : all.filter((o) => !isStrangersTable(o.dataset));
const strangers = onlyDataset ? [] : all.filter((o) => isStrangersTable(o.dataset));
if (verbose) {
  for (const o of all.filter((x) => !x.ok)) {
    console.log(`\n✗ ${o.id} [${o.category}] ${o.question}\n    ${o.reason}\n    understood: ${o.understood ?? ""}\n    plan: ${JSON.stringify(o.plan)}`);
  }
}
if (!onlySplit || onlySplit === "dev") table(reported.filter((o) => o.split === "dev"), "Development set (used while tuning the planner)");
if (!onlySplit || onlySplit === "heldout") table(reported.filter((o) => o.split === "heldout"), "Held-out set (never tuned on)");
if (!onlySplit) table(reported, "All questions");
if (strangers.length) {
  console.log("\nStrangers' tables (questions/index.ts STRANGERS_TABLES: correct / wrong / refused by table)");
  for (const line of strangerLines(strangers)) console.log(line);
}

/** Correct, wrong (a plan that answered otherwise, or answered what must be refused) and refused, per table. */
function strangerLines(outcomes: Outcome[]): string[] {
  const row = (label: string, list: Outcome[]) => {
    const t = tallyOwn(list);
    return `${label.padEnd(24)} ${String(t.correct).padStart(7)} ${String(t.wrong).padStart(6)} ${String(t.refused).padStart(8)}   precision ${precision(t).toFixed(1)}%`;
  };
  const tables = [...new Set(outcomes.map((o) => o.dataset))];
  return [`${"table".padEnd(24)} ${"correct".padStart(7)} ${"wrong".padStart(6)} ${"refused".padStart(8)}`, ...tables.map((t) => row(t, outcomes.filter((o) => o.dataset === t))), row(`all (${outcomes.length})`, outcomes)];
}

// The cleaning set (cleaning.ts): generated files with planted problems, the exact table each level must give.
if (!onlyDataset && !onlySplit && !onlyReal) {
  console.log("\nCleaning set (cleaning.ts: generated files with planted problems, exact result per level)");
  for (const line of cleaningLines(evaluateCleaningSet())) console.log(line);
}

// The business set (business/questions.ts): correct / wrong / refused by category.
const business = !onlyDataset && !onlySplit && !onlyReal ? await evaluateBusinessSet() : [];
if (business.length) {
  if (verbose) for (const o of business.filter((x) => x.outcome !== "correct")) console.log(`\n${o.outcome === "wrong" ? "✗" : "·"} ${o.id} [${o.category}] ${o.question}\n    ${o.reason}`);
  console.log("\nBusiness set (business/questions.ts: correct / wrong / refused by category)");
  for (const line of businessLines(business)) console.log(line);
}

function businessLines(outcomes: BusinessOutcome[]): string[] {
  const count = (list: BusinessOutcome[], k: BusinessOutcome["outcome"]) => list.filter((o) => o.outcome === k).length;
  const row = (label: string, list: BusinessOutcome[]) =>
    `${label.padEnd(18)} ${String(count(list, "correct")).padStart(7)} ${String(count(list, "wrong")).padStart(6)} ${String(count(list, "refused")).padStart(8)}`;
  const categories = [...new Set(outcomes.map((o) => o.category))].sort();
  const pct = (k: BusinessOutcome["outcome"]) => `${((100 * count(outcomes, k)) / outcomes.length).toFixed(1)}%`;
  return [
    `${"category".padEnd(18)} ${"correct".padStart(7)} ${"wrong".padStart(6)} ${"refused".padStart(8)}`,
    ...categories.map((c) => row(c, outcomes.filter((o) => o.category === c))),
    `${`all (${outcomes.length})`.padEnd(18)} ${pct("correct").padStart(7)} ${pct("wrong").padStart(6)} ${pct("refused").padStart(8)}   precision ${precision(tally(outcomes)).toFixed(1)}%`,
  ];
}

// The real-data dev sets: real tables and questions written by other people.
const real = new Map<string, RealOutcome[]>();
if (!onlyDataset && !onlySplit) {
  for (const set of REAL_SETS) {
    const outcomes = await runRealData(readRealQuestions(set.dir), set.dir);
    real.set(set.name, outcomes);
    if (verbose) {
      for (const o of outcomes.filter((x) => x.outcome !== "correct" && x.half === "dev")) {
        console.log(`\n${o.outcome === "wrong" ? "✗" : "·"} ${o.id} ${o.table} [${o.type}] ${o.question}\n    gold ${JSON.stringify(o.gold)}, answered ${JSON.stringify(o.predicted)}\n    understood: ${o.understood ?? ""}`);
      }
    }
    console.log(`\n${set.title}: correct / wrong / refused by answer type, then by half of its tables`);
    for (const line of [...tallyLines(outcomes), "", ...halfLines(outcomes)]) console.log(line);
  }
  if (args.includes("--write") && !onlyReal) writeResults(reported, real);
}

function writeResults(own: Outcome[], realSets: Map<string, RealOutcome[]>): void {
  const commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;
  const right = (split?: Split) => own.filter((o) => (!split || o.split === split) && o.ok).length;
  const count = (split?: Split) => own.filter((o) => !split || o.split === split).length;
  const realSection = (heading: string, outcomes: RealOutcome[]) => {
    const t = tally(outcomes);
    return [
      heading,
      "",
      `Correct ${t.correct} (${pct(t.correct, t.total)}), wrong ${t.wrong} (${pct(t.wrong, t.total)}), refused ${t.refused} (${pct(t.refused, t.total)}); precision ${precision(t).toFixed(1)} %.`,
      "",
      "```",
      ...tallyLines(outcomes),
      "",
      ...halfLines(outcomes),
      "```",
      "",
    ];
  };
  const text = [
    "# Planner evaluation results",
    "",
    `Written by \`npm run eval -- --write\` on ${new Date().toISOString().slice(0, 10)} at commit ${commit} (the commit before this file's).`,
    "Precision is correct / answered (correct + wrong). Each real-data set is also split by table (a hash of the table's path):",
    "the dev half is read while developing, the check half only measured.",
    "",
    ...realSection("## Real-data dev set (`../shared/realdata`, 199 questions by other people over 7 public tables)", realSets.get("realdata") ?? []),
    ...realSection("## WikiTableQuestions dev set (`../shared/wtq-dev`, 1,000 questions over 751 Wikipedia tables)", realSets.get("wtq-dev") ?? []),
    "## Our own sets (`tests/eval/questions`, gold answers by hand-written DuckDB SQL)",
    "",
    `Development ${right("dev")} / ${count("dev")}, held-out ${right("heldout")} / ${count("heldout")}, all ${right()} / ${count()} (${pct(right(), count())}); precision ${ownPrecision(own)}.`,
    "",
    "## Strangers' tables (`tests/eval/questions`, `STRANGERS_TABLES`: eleven generated tables nobody tuned for, DataBench's and WikiTableQuestions' answer forms)",
    "",
    "```",
    ...strangerLines(strangers),
    "```",
    "",
    "## Business set (`tests/eval/business`, gold answers by hand-written DuckDB SQL, sentence and title checked)",
    "",
    "```",
    ...businessLines(business),
    "```",
    "",
  ].join("\n");
  writeFileSync(new URL("./RESULTS.md", import.meta.url), text);
  console.log("\nWrote tests/eval/RESULTS.md");
}
