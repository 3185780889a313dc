// The planner's public surface: the built-in planner, the model planner core (Workers AI glue lives in
// app/server/ai-planner.server.ts), the facts a dataset needs, and the answer receipt.
export { planWithBuiltIn, type BuiltInPlannerInput } from "./builtin";
export { collectPlannerFacts, type ProfileLike } from "./facts";
export { describeReceipt, type ReceiptInput } from "./receipt";
export { describeUnderstanding } from "./understood";
export type { Clarification, ConversationTurn, PlannerFacts, PlannerInput, PlannerName, PlannerResult } from "./types";
