// Which planner answers: Workers AI when configured and reachable (production), otherwise — or on any
// failure — the built-in planner. The result says which one answered (see app/server/ai-planner.server.ts).
import type { BuiltInPlannerInput, PlannerResult } from "../../../engine/planner";
import { planQuestionWithAi } from "../ai-planner.server";

export async function planQuestion(services: { env: Env }, input: BuiltInPlannerInput): Promise<PlannerResult> {
  return planQuestionWithAi(services.env, input);
}
