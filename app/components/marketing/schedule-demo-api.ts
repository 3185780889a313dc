// The browser side of the schedule-demo endpoint (SPEC §7: path from one constant; any ok response is success).
export const SCHEDULE_DEMO_ENDPOINT = "/api/schedule-demo";

/** True when the request was accepted; false for a non-ok response or a network failure. */
export async function postDemoRequest(email: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(SCHEDULE_DEMO_ENDPOINT, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
