// One error boundary for every route (after the Epic Stack's GeneralErrorBoundary): a thrown Response is
// shown by a handler for its status, anything else as SPEC §8's render error. Expected failures are
// thrown as Responses with a message written for the user; server errors arrive as Remix's generic text.
import { isRouteErrorResponse, useParams, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";

type StatusHandler = (info: { error: ErrorResponse; params: Record<string, string | undefined> }) => ReactNode;

/** SPEC §8: a non-ok response reads '{status}: {response text or status text}'. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status}: ${responseText(error)}`;
  if (error instanceof Error) return error.message;
  return "Unknown error";
}

/** Renders the route's error: a handler for a thrown Response's status, else the message with `action` below it. */
export function GeneralErrorBoundary({ statusHandlers, action }: { statusHandlers?: Record<number, StatusHandler>; action?: ReactNode }) {
  const error = useRouteError();
  const params = useParams();
  const handler = isRouteErrorResponse(error) ? statusHandlers?.[error.status] : undefined;
  if (handler && isRouteErrorResponse(error)) return handler({ error, params });
  return <ErrorMessage message={errorMessage(error)} action={action} />;
}

/**
 * The render-error text of SPEC §8 with the message (set like a code sample, as it may be technical), and a
 * way on; `plain` sets a message written for people (a 404's "This file was not found…") as a sentence.
 */
export function ErrorMessage({ message, title = "Something went wrong.", action, plain = false }: { message: string; title?: string; action?: ReactNode; plain?: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className={plain ? "max-w-prose text-muted-foreground" : "max-w-prose break-words rounded-md bg-muted px-4 py-3 font-mono text-sm text-muted-foreground"}>{message}</p>
      {action}
    </div>
  );
}

/** The text of a thrown Response alone (a 404's own sentence), without SPEC §8's status prefix. */
export function responseText(error: { data: unknown; statusText: string }): string {
  const { data } = error;
  if (typeof data === "string") return data;
  if (data && typeof data === "object" && "message" in data && typeof data.message === "string") return data.message;
  return error.statusText;
}
