// The services a request (or a queue job) works with, built once from the Worker's bindings and passed
// down: routes and server modules never read the environment themselves, and tests swap any part.
import { createQuestionPlanner } from "~/server/ai-planner.server";
import { createCleaningAdvisor } from "~/server/cleaning/ai-suggestions.server";
import { createDb } from "~/server/db/client.server";
import { parseConfig } from "~/server/env.server";
import { createMailer } from "~/server/mail.server";

/** What time it is: injected so that limits, expiries and windows can be tested without the wall clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The bindings both Workers share; the app Worker adds Workers AI and its settings. */
export type ServiceBindings = Pick<Env, "DB" | "FILES" | "JOBS"> & Partial<Omit<Env, "DB" | "FILES" | "JOBS">>;

interface ServiceOptions {
  clock?: Clock;
  /** false for the report Worker, which signs nothing (see parseConfig). */
  signs?: boolean;
}

export function createServices(bindings: ServiceBindings, ctx: Pick<ExecutionContext, "waitUntil">, { clock = systemClock, signs = true }: ServiceOptions = {}) {
  const config = parseConfig(bindings, { signs });
  const db = createDb(bindings.DB);
  return {
    config,
    db,
    /** R2: originals, columnar copies and generated files. */
    files: bindings.FILES,
    /** The JOBS queue feeding the report Worker. */
    jobs: bindings.JOBS,
    /** Outgoing mail (reset links…): the D1 outbox locally, an HTTP mail API when MAIL_API_URL is set. */
    mail: createMailer({ db, config }),
    /** Plain-English questions → plans: Workers AI when configured and reachable, else the built-in planner. */
    planner: createQuestionPlanner({ ai: bindings.AI, config }),
    /** Extra cleaning suggestions from Workers AI when it is configured and reachable, else none. */
    cleaningAdvisor: createCleaningAdvisor({ ai: bindings.AI, config }),
    clock,
    /** Work that may finish after the response (a queue hand-off, a cache write). */
    waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
  };
}

export type Services = ReturnType<typeof createServices>;
