// The environment, parsed once per request from the bindings: fail fast with a clear message.
import { z } from "zod";

const envSchema = z.object({
  APP_NAME: z.string().default("InsightLab"),
  ENVIRONMENT: z.enum(["development", "test", "production"]).default("production"),
  SIGNING_SECRET: z.string().min(32, "SIGNING_SECRET must be at least 32 characters").optional(),
  APP_ORIGIN: z.string().url().optional(),
  AI_MODEL: z.string().default("@cf/meta/llama-3.3-70b-instruct-fp8-fast"),
  AI_PLANNER: z.enum(["auto", "builtin"]).default("auto"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  ID_TOKEN_ISSUER: z.string().optional(),
  ID_TOKEN_AUDIENCE: z.string().optional(),
  ID_TOKEN_JWKS_URL: z.string().url().optional(),
  ID_TOKEN_JWKS: z.string().optional(),
  MAIL_API_URL: z.string().url().optional(),
  MAIL_API_KEY: z.string().optional(),
  MAIL_FROM: z.string().default("InsightLab <no-reply@insightlab.app>"),
  /**
   * Values (rows × columns) a question may read inside its request before it goes to the JOBS queue
   * (conversations/question-budget.ts REQUEST_BUDGET); tests set it low to send a small file's questions there.
   */
  QUESTION_REQUEST_VALUES: z.coerce.number().int().positive().optional(),
  /** Local test servers only: believe a client's CF-Connecting-IP (security/client-address.server.ts). */
  TRUST_CLIENT_IP_HEADER: z.enum(["true", "false"]).optional(),
});

export type AppConfig = z.infer<typeof envSchema> & {
  signingSecret: string;
  isLocal: boolean;
  /** The public origin every emailed link and OAuth redirect is built on: APP_ORIGIN, never the request's Host. */
  origin: string;
};

/** The origin `npm start` serves on, for links when a local run sets no APP_ORIGIN. */
export const LOCAL_ORIGIN = "http://127.0.0.1:8787";

/** A development-only key: never used when ENVIRONMENT is production (parseConfig throws instead). */
const DEV_SIGNING_SECRET = "insightlab-local-development-signing-secret-not-for-production";

/**
 * The settings from a Worker's bindings; either Worker passes its own. The report Worker signs nothing and
 * does not get wrangler dev's --var flags (only the first config does), so it passes
 * `signs: false`: a missing secret then fails only if something tries to sign with it.
 */
export function parseConfig(env: Partial<Env>, { signs = true }: { signs?: boolean } = {}): AppConfig {
  const pick = Object.fromEntries(Object.keys(envSchema.shape).map((k) => [k, (env as Record<string, unknown>)[k]]));
  const parsed = envSchema.safeParse(pick);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`InsightLab configuration is invalid: ${detail}`);
  }
  const config = parsed.data;
  const isLocal = config.ENVIRONMENT !== "production";
  const result = { ...config, isLocal } as AppConfig;
  const origin = config.APP_ORIGIN ? new URL(config.APP_ORIGIN).origin : isLocal ? LOCAL_ORIGIN : null;
  const secret = config.SIGNING_SECRET ?? (isLocal ? DEV_SIGNING_SECRET : null);
  if (signs && secret === null) throw new Error(MISSING_SIGNING_SECRET);
  if (signs && origin === null) throw new Error(MISSING_APP_ORIGIN);
  // The report Worker (signs: false) neither signs nor mails: a missing setting fails only if it is used.
  return Object.defineProperties(result, {
    signingSecret: { enumerable: true, get: () => secret ?? fail(MISSING_SIGNING_SECRET) },
    origin: { enumerable: true, get: () => origin ?? fail(MISSING_APP_ORIGIN) },
  });
}

function fail(message: string): never {
  throw new Error(message);
}

const MISSING_SIGNING_SECRET = "InsightLab configuration is invalid: SIGNING_SECRET is required in production (wrangler secret put SIGNING_SECRET).";
const MISSING_APP_ORIGIN =
  "InsightLab configuration is invalid: APP_ORIGIN is required in production (the public origin of emailed links, e.g. https://insightlab.example, in wrangler.toml [vars]).";
