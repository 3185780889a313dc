import { describe, expect, it } from "vitest";
import { validateContact } from "./contact";

describe("contact schema", () => {
  const valid = { name: "Sam", email: "sam@example.com", topic: "support", message: "My upload stays in processing." };

  it("accepts a complete message", () => {
    expect(validateContact(valid)).toEqual({ ok: true, data: valid });
  });

  it("names each problem", () => {
    expect(validateContact({ name: "", email: "x", topic: "other", message: "hi" })).toEqual({
      ok: false,
      errors: {
        name: "This field is required.",
        email: "Invalid email address.",
        topic: "Please choose a topic.",
        message: "Please write at least 10 characters.",
      },
    });
  });
});
