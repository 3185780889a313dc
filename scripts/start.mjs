// `npm start`: build, apply D1 migrations to the local state, serve the app and the report Worker
// offline on http://127.0.0.1:8787, and print outgoing mail (reset links) from the local outbox.
import { spawn, spawnSync } from "node:child_process";
import { devArgs, migrateArgs, WRANGLER_ENV } from "./wrangler-env.mjs";

const PORT = Number(process.env.PORT ?? 8787);
const PERSIST = ".wrangler/state";
const noBuild = process.argv.includes("--no-build");

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: WRANGLER_ENV });
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(" ")} failed (exit ${r.status}).`);
    process.exit(r.status ?? 1);
  }
}

if (!noBuild) {
  console.log("▸ Building the app…");
  run("npx", ["remix", "vite:build"]);
}
console.log("▸ Applying D1 migrations to the local database…");
run("npx", migrateArgs({ persistTo: PERSIST }));

console.log(`▸ Starting InsightLab on http://127.0.0.1:${PORT} (app + report Worker, offline)…`);
const server = spawn("npx", devArgs({ port: PORT, persistTo: PERSIST }), { stdio: "inherit", env: WRANGLER_ENV });

// Print mail written to the local outbox so a local user can follow reset links.
const seen = new Set();
const mailTimer = setInterval(() => {
  const r = spawnSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", PERSIST, "--json", "--command",
      "select id, \"to\", subject, link from mail_outbox order by created_at desc limit 20"],
    { env: WRANGLER_ENV, encoding: "utf8" },
  );
  if (r.status !== 0) return;
  try {
    const rows = JSON.parse(r.stdout)[0]?.results ?? [];
    for (const row of rows.reverse()) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      if (seen.size > rows.length || mailTimer.primed) {
        console.log(`\n✉  Mail to ${row.to}: ${row.subject}${row.link ? `\n   ${row.link}` : ""}\n`);
      }
    }
    mailTimer.primed = true;
  } catch {
    // wrangler printed something other than JSON (e.g. while the database is busy): try again next tick.
  }
}, 3000);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    clearInterval(mailTimer);
    server.kill(signal);
  });
}
server.on("exit", (code) => {
  clearInterval(mailTimer);
  process.exit(code ?? 0);
});
