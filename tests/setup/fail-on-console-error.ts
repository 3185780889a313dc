// Tests fail on unexpected console.error: a test that expects one spies on console.error itself.
import { afterEach, beforeEach, vi } from "vitest";

let errors: unknown[][] = [];
let spy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  errors = [];
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  if (errors.length > 0) {
    const first = errors[0].map((a) => (a instanceof Error ? a.stack : String(a))).join(" ");
    throw new Error(`Unexpected console.error (${errors.length}×): ${first}`);
  }
});
