// `npm run eval`: asks the built-in planner every evaluation question, runs its plan with our engine and
// compares the answer with the hand-written DuckDB gold SQL. Prints accuracy by category and overall,
// for the development set and the held-out set (every third item of each dataset's lists).
//
//   npm run eval                      both sets
//   npm run eval -- --split dev       development set only (the one used while tuning)
//   npm run eval -- --verbose         print each failure with its plan
//   npm run eval -- --dataset sales   one dataset
//   npm run eval -- --write           also write tests/eval/RESULTS.md (commit it with planner changes)
// Without --dataset/--split it also answers the real-data dev set (../shared/realdata) in-process.
import { writeFileSync } from "node:fs";
import { execSync } from "node:child_process";
import { type BusinessOutcome, evaluateBusinessSet } from "./business/evaluate";
import { evaluateOwnSets, type Outcome, type Split } from "./own-sets";
import { readRealQuestions, runRealData, tally, tallyLines } from "./realdata";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const onlySplit = option("split") as Split | undefined;
const onlyDataset = option("dataset");
const verbose = args.includes("--verbose");

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
  console.log(`${"overall".padEnd(18)} ${String(right).padStart(6)} ${String(outcomes.length).padStart(6)} ${((100 * right) / outcomes.length).toFixed(1).padStart(8)}%`);
}

const all = await evaluateOwnSets({ dataset: onlyDataset, split: onlySplit });
const reported = all;
if (verbose) {
  for (const o of reported.filter((x) => !x.ok)) {
    console.log(`\n✗ ${o.id} [${o.category}] ${o.question}\n    ${o.reason}\n    understood: ${o.understood ?? ""}\n    plan: ${JSON.stringify(o.plan)}`);
  }
}
if (!onlySplit || onlySplit === "dev") table(reported.filter((o) => o.split === "dev"), "Development set (used while tuning the planner)");
if (!onlySplit || onlySplit === "heldout") table(reported.filter((o) => o.split === "heldout"), "Held-out set (never tuned on)");
if (!onlySplit) table(reported, "All questions");

// The business set (business/questions.ts): correct / wrong / refused by category.
const business = !onlyDataset && !onlySplit ? await evaluateBusinessSet() : [];
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
    `${`all (${outcomes.length})`.padEnd(18)} ${pct("correct").padStart(7)} ${pct("wrong").padStart(6)} ${pct("refused").padStart(8)}`,
  ];
}

// The real-data dev set (../shared/realdata): real tables and questions written by other people.
if (!onlyDataset && !onlySplit) {
  const real = await runRealData(readRealQuestions());
  if (verbose) for (const o of real.filter((x) => x.outcome !== "correct")) console.log(`\n${o.outcome === "wrong" ? "✗" : "·"} ${o.id} [${o.type}] ${o.question}\n    gold ${JSON.stringify(o.gold)}, answered ${JSON.stringify(o.predicted)}`);
  console.log("\nReal-data dev set (../shared/realdata: correct / wrong / refused by answer type)");
  for (const line of tallyLines(real)) console.log(line);
  if (args.includes("--write")) writeResults(all, real);
}

function writeResults(own: Outcome[], real: Awaited<ReturnType<typeof runRealData>>): void {
  const commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;
  const right = (split?: Split) => own.filter((o) => (!split || o.split === split) && o.ok).length;
  const count = (split?: Split) => own.filter((o) => !split || o.split === split).length;
  const t = tally(real);
  const text = [
    "# Planner evaluation results",
    "",
    `Written by \`npm run eval -- --write\` on ${new Date().toISOString().slice(0, 10)} at commit ${commit} (the commit before this file's).`,
    "",
    "## Real-data dev set (`../shared/realdata`, 199 questions by other people over 7 public tables)",
    "",
    `Correct ${t.correct} (${pct(t.correct, t.total)}), wrong ${t.wrong} (${pct(t.wrong, t.total)}), refused ${t.refused} (${pct(t.refused, t.total)}).`,
    "",
    "```",
    ...tallyLines(real),
    "```",
    "",
    "## Our own sets (`tests/eval/questions`, gold answers by hand-written DuckDB SQL)",
    "",
    `Development ${right("dev")} / ${count("dev")}, held-out ${right("heldout")} / ${count("heldout")}, all ${right()} / ${count()} (${pct(right(), count())}).`,
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
