// `npm run dev`: the live loop. Applies the D1 migrations to the local state, then serves the app with
// Vite's dev server (hot reload on save) and the Cloudflare dev proxy (local D1, R2 and queue bindings).
// `npm start` stays the built, production-like run of both Workers.
import { spawn, spawnSync } from "node:child_process";
import { WRANGLER_ENV } from "./wrangler-env.mjs";

const PORT = process.env.PORT ?? "5173";

const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"], { stdio: "inherit", env: WRANGLER_ENV });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const vite = spawn("npx", ["remix", "vite:dev", "--host", "127.0.0.1", "--port", PORT, "--strictPort"], { stdio: "inherit", env: WRANGLER_ENV });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => vite.kill(signal));
vite.on("exit", (code) => process.exit(code ?? 0));
