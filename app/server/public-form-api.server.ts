// The JSON API of the public forms (POST /api/waitlist, POST /api/schedule-demo): one way to read the
// body, submit it through the shared public-form path and answer, so every such endpoint fails alike.
import type { z } from "zod/mini";
import { jsonError, readJsonBodyOrError } from "~/server/http/json-body.server";
import { submitPublicForm, type PublicFormSubmission } from "~/server/public-forms.server";
import { tooManyRequestsResponse } from "~/server/rate-limit.server";

/** What a GET (or any method without an action) gets: 405 with how to call the endpoint. */
export function postOnlyResponse(usage: string): Response {
  return new Response(JSON.stringify({ message: usage }), {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "application/json" },
  });
}

export interface PublicFormApi<S extends z.ZodMiniType, R> extends Omit<PublicFormSubmission<S, R>, "request" | "raw"> {
  /** The body is refused (413) past this many bytes, before it is parsed. */
  maxBodyBytes: number;
  /** The JSON answer to an accepted submission (sent with `Cache-Control: no-store`). */
  accepted: (result: R) => { status: number; body: unknown };
}

/**
 * Reads the JSON body (400/413/415 with a message when it cannot), submits it (429 past the rate limit,
 * 400 with the field errors when invalid) and answers with `accepted`.
 */
export async function answerPublicFormApi<S extends z.ZodMiniType, R>(
  request: Request,
  { maxBodyBytes, accepted, ...submission }: PublicFormApi<S, R>,
): Promise<Response> {
  const read = await readJsonBodyOrError(request, maxBodyBytes);
  if (!read.ok) return read.response;
  const outcome = await submitPublicForm({ ...submission, request, raw: read.body });
  switch (outcome.kind) {
    case "limited":
      return tooManyRequestsResponse(outcome.limit);
    case "invalid":
      return jsonError(400, outcome.message, { errors: outcome.errors });
    case "ok": {
      const { status, body } = accepted(outcome.result);
      return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
    }
  }
}
