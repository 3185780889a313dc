import { describe, expect, it } from "vitest";
import { demoEmailProblem, demoRequestSchema } from "./demo";

describe("schedule-demo email", () => {
  it("asks for an email when blank", () => {
    expect(demoEmailProblem("")).toEqual({ title: "Email Required", description: "Please enter your email address to schedule a demo" });
    expect(demoEmailProblem("   ")?.title).toBe("Email Required");
  });

  it("rejects an email that does not match the pattern", () => {
    expect(demoEmailProblem("not-an-email")).toEqual({ title: "Invalid Email", description: "Please enter a valid email address" });
    expect(demoEmailProblem("a@b")?.title).toBe("Invalid Email");
  });

  it("accepts a valid email, trimmed", () => {
    expect(demoEmailProblem(" sam@example.com ")).toBeNull();
    expect(demoRequestSchema.parse({ email: " sam@example.com " })).toEqual({ email: "sam@example.com" });
  });

  it("rejects a missing or non-string email", () => {
    expect(demoRequestSchema.safeParse({}).success).toBe(false);
    expect(demoRequestSchema.safeParse({ email: 5 }).success).toBe(false);
  });
});
