// Before each integration test file: apply the real D1 migrations (idempotent; recorded in d1_migrations).
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
