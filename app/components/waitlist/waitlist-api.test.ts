import { describe, expect, it } from "vitest";
import { postWaitlistEntry, waitlistErrorDescription, waitlistSuccessToast } from "./waitlist-api";

const values = { name: "Ada", email: "ada@example.com", country: "France" };
const respond = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

describe("postWaitlistEntry", () => {
  it("returns the position and message on success", async () => {
    await expect(postWaitlistEntry(values, respond(201, { position: 7, message: "Thanks" }))).resolves.toEqual({ position: 7, message: "Thanks" });
  });

  it("throws the server's message on failure", async () => {
    await expect(postWaitlistEntry(values, respond(400, { message: "Email Address: Invalid email address." }))).rejects.toThrow(
      "Email Address: Invalid email address.",
    );
  });

  it("falls back to 'Failed to join waitlist' without a message or when the network fails", async () => {
    await expect(postWaitlistEntry(values, async () => new Response("oops", { status: 500 }))).rejects.toThrow("Failed to join waitlist");
    await expect(
      postWaitlistEntry(values, async () => {
        throw new TypeError("Failed to fetch");
      }),
    ).rejects.toThrow("Failed to join waitlist");
  });
});

describe("waitlist toasts", () => {
  it("uses the spec's texts", () => {
    expect(waitlistSuccessToast(12)).toEqual({ title: "Welcome to the Waitlist!", description: "You're #12 in line for early access" });
    expect(waitlistErrorDescription(new Error("Boom"))).toBe("Boom");
    expect(waitlistErrorDescription("string thrown")).toBe("Something went wrong.");
  });
});
