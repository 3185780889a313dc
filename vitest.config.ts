// Unit tests: the engine and pure logic, in Node, next to the code they test.
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["engine/**/*.test.ts", "app/**/*.test.{ts,tsx}", "cli/**/*.test.ts", "scripts/**/*.test.ts", "tests/lint/**/*.test.ts", "tests/eval/**/*.test.ts"],
    environment: "node",
    env: { TZ: "UTC" },
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 30_000,
  },
});
