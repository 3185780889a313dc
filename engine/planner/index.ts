// The planner's public surface: planQuestion (built-in, or Workers AI with built-in fallback) and
// the facts it needs about a dataset.
export { planWithBuiltIn, type BuiltInPlannerInput } from "./builtin";
export { collectPlannerFacts, type ProfileLike } from "./facts";
export type { Clarification, ConversationTurn, PlannerFacts, PlannerInput, PlannerName, PlannerResult } from "./types";
