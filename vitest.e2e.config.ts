// Browser end-to-end tests: Debian Chromium through playwright-core against the built app served by
// `wrangler dev --local` (one server per run, fresh state; see tests/setup/e2e-global-setup.ts).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    env: { TZ: "UTC" },
    globalSetup: ["tests/setup/e2e-global-setup.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/e2e/setup.ts"],
    // Each file runs its own Chromium: two at a time is what 2 cores carry.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
