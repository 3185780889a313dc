// Which planner answers: the built-in planner (deterministic, offline). The Workers AI planner with its
// fallback plugs in here once app/server/ai-planner.server.ts exists.
import { planWithBuiltIn, type BuiltInPlannerInput, type PlannerResult } from "../../../engine/planner";

export async function planQuestion(_services: { env: Env }, input: BuiltInPlannerInput): Promise<PlannerResult> {
  return planWithBuiltIn(input);
}
