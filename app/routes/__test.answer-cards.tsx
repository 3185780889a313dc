// Test-only (present only in builds made with INSIGHTLAB_TEST_ROUTES=1): the questions back of the AI Analysis page
// that a local server cannot produce, for looking at them in both themes and at a phone's width — a disagreement
// between the built-in planner and Workers AI (Workers AI is never called locally). The answer is written here, in
// the shape the hybrid planner stores (tests/integration/hybrid-planner.test.ts makes the real one through the route).
import { AnswerCard } from "~/components/workspace/answer-card";
import type { StoredAnswer } from "~/lib/answer";

const DISAGREEMENT: StoredAnswer = {
  kind: "clarification",
  answer:
    'I can read this question several ways, and they give different answers. Read as "Total Goals by Home Team — top 1" (the built-in planner): Feyenoord has the highest Goals (6). Read as "Total Goals by Home Team — where Attendance is over 46,000 — top 1" (Workers AI): Ajax has the highest Goals (4). Which one did you mean? Ask again naming the column you mean.',
  suggestions: [],
  choices: [
    { label: "Total Goals by Home Team — top 1", question: "Which Home Team scored the most goals?" },
    // No question of the built-in planner's gives Workers AI's reading again: its plan is kept and pinned.
    { label: "Total Goals by Home Team — where Attendance is over 46,000 — top 1", question: "Total Goals by Home Team — where Attendance is over 46,000 — top 1", pinned: 0 },
  ],
  readings: [
    { planner: "built-in", understood: "Total Goals by Home Team — top 1", answer: "Feyenoord has the highest Goals (6)." },
    { planner: "workers-ai", understood: "Total Goals by Home Team — where Attendance is over 46,000 — top 1", answer: "Ajax has the highest Goals (4)." },
  ],
  pinnedPlans: [
    {
      planner: "workers-ai",
      understood: "Total Goals by Home Team — where Attendance is over 46,000 — top 1",
      plan: { kind: "aggregate", measures: [{ id: "sum_goals", op: "sum", column: "goals" }], groupBy: [{ column: "home_team" }], filters: [{ column: "attendance", op: "gt", value: 46000 }], top: { n: 1, by: "sum_goals" } },
    },
  ],
  receipt: ["Asked back: the built-in planner and Workers AI both planned it and their answers differ, so neither was picked (the built-in planner was not sure: your words fit more than one column equally well)."],
  planner: "workers-ai",
  plan: null,
  dataset: { id: "example", name: "matches.csv", cleanedCopy: false },
};

export default function AnswerCardsPage() {
  return (
    <main className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
      <h1 className="text-2xl font-semibold">Questions back</h1>
      <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-primary-foreground">Which home team is the strongest?</p>
      <AnswerCard answer={DISAGREEMENT} question="Which home team is the strongest?" messageId="disagreement" conversationId="example" saved={false} ask={{ datasetId: "example", useOriginal: false }} />
    </main>
  );
}
