// The planner's public surface: the built-in planner, the model planner core (Workers AI glue lives in
// app/server/ai-planner.server.ts), the facts a dataset needs, and the answer receipt.
export { planWithBuiltIn, type BuiltInPlannerInput } from "./builtin";
export { collectPlannerFacts, PLANNER_FACTS_VERSION, plannerFactsColumns } from "./facts";
export { describeReceipt } from "./receipt";
export type { ClarificationChoice, ConversationTurn, PlannerFacts, PlannerResult } from "./types";
