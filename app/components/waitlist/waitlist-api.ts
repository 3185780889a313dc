// The browser side of POST /api/waitlist (SPEC §7, §8).
import type { WaitlistValues } from "~/lib/schemas/waitlist";

export const WAITLIST_ENDPOINT = "/api/waitlist";
export const WAITLIST_FAILED_MESSAGE = "Failed to join waitlist";
export const WAITLIST_UNKNOWN_ERROR_MESSAGE = "Something went wrong.";

export interface WaitlistJoined {
  position: number;
  message: string;
}

/** Sends the entry; throws an Error carrying the server's message (or 'Failed to join waitlist'). */
export async function postWaitlistEntry(values: WaitlistValues, fetchImpl: typeof fetch = fetch): Promise<WaitlistJoined> {
  let response: Response;
  try {
    response = await fetchImpl(WAITLIST_ENDPOINT, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    throw new Error(WAITLIST_FAILED_MESSAGE); // offline or the request never reached us
  }
  const data = (await response.json().catch(() => null)) as { position?: unknown; message?: unknown } | null;
  if (!response.ok || typeof data?.position !== "number") {
    throw new Error(typeof data?.message === "string" && data.message ? data.message : WAITLIST_FAILED_MESSAGE);
  }
  return { position: data.position, message: typeof data.message === "string" ? data.message : "" };
}

/** The error toast's description: the error's message, or 'Something went wrong.' for anything that is not an Error. */
export function waitlistErrorDescription(error: unknown): string {
  return error instanceof Error ? error.message : WAITLIST_UNKNOWN_ERROR_MESSAGE;
}

export function waitlistSuccessToast(position: number): { title: string; description: string } {
  return { title: "Welcome to the Waitlist!", description: `You're #${position} in line for early access` };
}
