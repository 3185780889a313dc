import { describe, expect, it } from "vitest";
import { apiLoginSchema, resetPasswordSchema, signInSchema, signUpSchema, signUpServerSchema } from "./auth";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe("auth schemas", () => {
  it("sign-in needs both fields and keeps the password as typed", () => {
    expect(messages(signInSchema.safeParse({ email: " ", password: "" }))).toEqual(["Email is required.", "Password is required."]);
    expect(signInSchema.parse({ email: " A@B.co ", password: " spaced " })).toMatchObject({ email: "A@B.co", password: " spaced " });
  });

  it("sign-up in the browser checks required fields only: a short password passes (SPEC §5)", () => {
    expect(signUpSchema.safeParse({ email: "a@b.co", password: "short", firstName: "A" }).success).toBe(true);
    expect(messages(signUpSchema.safeParse({ email: "a@b.co", password: "longenough" }))).toEqual(["First name is required."]);
  });

  it("sign-up on the server refuses passwords under 8 characters and malformed emails", () => {
    expect(messages(signUpServerSchema.safeParse({ email: "a@b.co", password: "short", firstName: "A" }))).toEqual(["Password must be at least 8 characters."]);
    expect(messages(signUpServerSchema.safeParse({ email: "not-an-email", password: "longenough", firstName: "A" }))).toEqual(["Enter a valid email address."]);
    expect(signUpServerSchema.parse({ email: "a@b.co", password: "longenough", firstName: " Ann ", lastName: "" })).toMatchObject({ firstName: "Ann", lastName: "" });
  });

  it("a new password must be repeated exactly", () => {
    expect(messages(resetPasswordSchema.safeParse({ token: "t", password: "longenough", confirmPassword: "longenougH" }))).toEqual(["Passwords do not match."]);
  });

  it("the API login answers with the spec's input error and the fields it expects", () => {
    const expected = 'Please enter both email and password: send JSON {"username" (or "email"), "password"}.';
    expect(messages(apiLoginSchema.safeParse({ username: "u" }))).toEqual([expected]);
    expect(messages(apiLoginSchema.safeParse({ user: "u", password: "p" }))).toEqual([expected]);
    expect(messages(apiLoginSchema.safeParse({ username: " ", password: "p" }))).toEqual([expected]);
  });

  it("the API login takes the email as `username` (SPEC §7) or as `email`", () => {
    expect(apiLoginSchema.parse({ username: "a@b.co", password: "p" })).toEqual({ identifier: "a@b.co", password: "p" });
    expect(apiLoginSchema.parse({ email: " a@b.co ", password: "p" })).toEqual({ identifier: "a@b.co", password: "p" });
  });
});
