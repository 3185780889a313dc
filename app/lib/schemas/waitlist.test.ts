import { describe, expect, it } from "vitest";
import { EMPTY_WAITLIST_VALUES, isWaitlistComplete, validateWaitlist, waitlistSchema } from "./waitlist";

const valid = { name: "Ada Lovelace", email: "ada@example.com", country: "United Kingdom" };

describe("waitlist schema", () => {
  it("accepts a complete entry and trims it", () => {
    expect(waitlistSchema.parse({ name: "  Ada ", email: " ada@example.com ", country: "France" })).toEqual({
      name: "Ada",
      email: "ada@example.com",
      country: "France",
    });
    expect(isWaitlistComplete(valid)).toBe(true);
  });

  it("requires every field, blank after trimming included", () => {
    expect(validateWaitlist(EMPTY_WAITLIST_VALUES)).toEqual({
      name: "This field is required.",
      email: "This field is required.",
      country: "This field is required.",
    });
    expect(validateWaitlist({ ...valid, name: "   " })).toEqual({ name: "This field is required." });
  });

  it("checks the simple email pattern: non-space@text.text", () => {
    for (const bad of ["ada", "ada@", "ada@example", "ada @example.com", "@example.com", "ada@.com.", "a@b."]) {
      expect(validateWaitlist({ ...valid, email: bad }).email, bad).toBe("Invalid email address.");
    }
    for (const good of ["a@b.c", "first.last+tag@sub.example.co.uk"]) {
      expect(validateWaitlist({ ...valid, email: good }), good).toEqual({});
    }
  });

  it("accepts only countries from the list", () => {
    expect(validateWaitlist({ ...valid, country: "Atlantis" })).toEqual({ country: "Please choose a country from the list." });
    expect(validateWaitlist({ ...valid, country: "Holy See" })).toEqual({});
  });

  it("rejects non-string and oversized values with a message", () => {
    const result = waitlistSchema.safeParse({ name: 42, email: null, country: ["France"] });
    expect(result.success).toBe(false);
    expect(validateWaitlist({ ...valid, name: "x".repeat(101) }).name).toMatch(/at most 100/);
    expect(validateWaitlist({ ...valid, email: `${"x".repeat(250)}@example.com` }).email).toBe("Invalid email address.");
  });
});
