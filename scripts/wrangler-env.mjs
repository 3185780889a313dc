// Environment for every wrangler run in this project: offline, quiet, Node 22 from node_modules.
export const WRANGLER_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? "warn",
  NO_UPDATE_NOTIFIER: "1",
};

/**
 * Arguments that run the app and the report Worker together against one local state directory. `prebuilt`
 * ({ appScript, clientDir }, e.g. a frozen test build) serves that bundle instead of bundling workers/app.ts
 * over build/ (the script goes right after `dev`: array options such as --var would swallow it).
 */
export function devArgs({ port, persistTo, vars = {}, prebuilt }) {
  const args = [
    "wrangler", "dev",
    ...(prebuilt ? [prebuilt.appScript, "--no-bundle", "--assets", prebuilt.clientDir] : []),
    "--local",
    "-c", "wrangler.toml", "-c", "workers/reports/wrangler.toml",
    "--ip", "127.0.0.1", "--port", String(port),
    "--persist-to", persistTo,
    "--show-interactive-dev-session=false",
    "--define", 'process.env.NODE_ENV:"production"',
  ];
  // Emailed links are built on APP_ORIGIN, never on the request's Host: locally, the address served here
  // (or APP_ORIGIN from the environment, e.g. behind a tunnel).
  const appOrigin = process.env.APP_ORIGIN ?? `http://127.0.0.1:${port}`;
  for (const [k, v] of Object.entries({ ENVIRONMENT: "development", APP_ORIGIN: appOrigin, ...vars })) args.push("--var", `${k}:${v}`);
  return args;
}

export function migrateArgs({ persistTo }) {
  return ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo];
}
