// How workspace errors become responses: `{message, upgradeRequired?}` JSON with the right status.
import { data } from "@remix-run/cloudflare";
import type { z } from "zod";
import { IngestError } from "../../engine/errors";
import { ExecuteError, PlanError } from "../../engine/plan/errors";
import { JsonBodyError, readJsonBody } from "./http/json-body.server";
import { RateLimitedError, WorkspaceError } from "./workspace-error.server";

export interface ErrorBody {
  message: string;
  upgradeRequired?: true;
}

/** The status, body and headers a known error maps to, or null for an unexpected one (which surfaces as a 500). */
export function describeError(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } | null {
  if (error instanceof RateLimitedError) return { status: 429, body: error.toJSON(), headers: { "Retry-After": String(error.retryAfterSeconds) } };
  if (error instanceof WorkspaceError) return { status: error.status, body: error.toJSON() };
  if (error instanceof IngestError) return { status: error.code === "too_large" ? 413 : 422, body: { message: error.message } };
  if (error instanceof PlanError || error instanceof ExecuteError) return { status: 422, body: { message: error.message } };
  return null;
}

/** A form action's known error as the page's `{ error }` with its status (and `Retry-After`); anything else is rethrown. */
export function actionError(error: unknown) {
  const known = describeError(error);
  if (!known) throw error;
  return data({ error: known.body }, { status: known.status, headers: known.headers });
}

/** A page loader's known error as the page's error screen with its status (404, 403 …); anything else is rethrown. */
export function pageError(error: unknown): never {
  const known = describeError(error);
  if (!known) throw error;
  throw data(known.body.message, { status: known.status });
}

/** Runs an API handler: thrown Responses pass through, known errors become JSON with their status. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    const known = describeError(error);
    if (known) return Response.json(known.body, { status: known.status, headers: { "Cache-Control": "no-store", ...known.headers } });
    throw error;
  }
}

const MAX_JSON_BYTES = 16 * 1024;

/**
 * Reads a small JSON body (a question, a sheet name) and validates it with `schema`: 400 with a readable
 * message when it does not fit, 413/415 from the shared reader. An empty body counts as `{}`.
 */
export async function readJsonInput<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  let value: unknown;
  try {
    value = await readJsonBody(request, MAX_JSON_BYTES, { emptyBody: {} });
  } catch (error) {
    if (error instanceof JsonBodyError) throw new WorkspaceError(error.status, error.message);
    throw error;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WorkspaceError(400, `${issue.path.join(".") || "body"}: ${issue.message}`);
  }
  return parsed.data;
}
