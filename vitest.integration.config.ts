// Integration tests: run inside workerd (the Workers runtime) against the app Worker's real bindings from
// wrangler.toml — local D1 with the real migrations, R2, the JOBS queue — and the report Worker consuming it.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { readdirSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import { defineConfig } from "vitest/config";

const root = new URL(".", import.meta.url).pathname;

const MODULE_TYPES = { ".wasm": "CompiledWasm", ".woff": "Data", ".woff2": "Data" } as const;

/** The report Worker's bundle (first: the main module) and every module file wrangler wrote beside it. */
function reportWorkerModules(script: string) {
  const dir = dirname(script);
  const extra = readdirSync(dir).flatMap((name) => {
    const type = MODULE_TYPES[extname(name) as keyof typeof MODULE_TYPES];
    return type ? [{ type, path: join(dir, name) }] : [];
  });
  return [{ type: "ESModule" as const, path: script }, ...extra];
}

export default defineConfig({
  plugins: [
    cloudflareTest(async ({ inject }) => {
      const build = inject("testBuild");
      return {
        // The app Worker as wrangler bundles it for deployment (workers/app.ts + the Remix build).
        main: build.appScript,
        wrangler: { configPath: "./wrangler.toml" },
        // Offline: the AI binding must never open a remote session.
        remoteBindings: false,
        miniflare: {
          bindings: {
            ENVIRONMENT: "test",
            // Emailed links are built on the configured origin alone (never the request's Host): the tests' own.
            APP_ORIGIN: "http://insightlab.test",
            TEST_MIGRATIONS: await readD1Migrations(`${root}migrations`),
          },
          assets: { directory: build.clientDir, binding: "ASSETS" },
          workers: [
            {
              // The report Worker, consuming the JOBS queue with the same D1 database and R2 bucket.
              name: "insightlab-reports",
              // The bundle and the modules wrangler wrote beside it: resvg's .wasm and the fonts (wrangler.toml's rules).
              modules: reportWorkerModules(build.reportsScript),
              modulesRoot: dirname(build.reportsScript),
              compatibilityDate: "2025-09-01",
              compatibilityFlags: ["nodejs_compat"],
              bindings: { ENVIRONMENT: "test" },
              d1Databases: { DB: "00000000-0000-0000-0000-000000000000" },
              r2Buckets: { FILES: "insightlab-files" },
              queueProducers: { JOBS: { queueName: "insightlab-jobs" } },
              queueConsumers: {
                "insightlab-jobs": { maxBatchSize: 10, maxBatchTimeout: 0, maxRetries: 3, deadLetterQueue: "insightlab-jobs-failed" },
                "insightlab-jobs-failed": { maxBatchSize: 10, maxBatchTimeout: 1, maxRetries: 3 },
              },
            },
          ],
        },
      };
    }),
  ],
  resolve: { alias: { "~": `${root}app` } },
  test: {
    include: ["tests/integration/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/setup/integration-global-setup.ts"],
    setupFiles: ["tests/integration/apply-migrations.ts", "tests/setup/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // @remix-run/cloudflare is CommonJS: pre-bundle it so route modules can be imported inside workerd.
    deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
  },
});
