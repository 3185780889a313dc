// What the engine may not reach for (eslint.config.js): it must run unchanged in workerd, Node and the browser.
import { builtinModules } from "node:module";

const node = builtinModules.filter((name) => !name.startsWith("_")).flatMap((name) => [name, `${name}/*`]);

/** Import patterns (gitignore syntax, matched against the import string). */
export const ENGINE_FORBIDDEN_IMPORTS = [
  "node:*",
  ...node,
  "cloudflare:*",
  "~/*",
  // Any relative path that climbs into the app or the Workers, however deep: ../app/x, ../../app/x, ../../workers/x.
  "**/app",
  "**/app/**",
  "**/workers",
  "**/workers/**",
  "@remix-run/*",
  "react",
  "react-dom",
  "react-dom/*",
  "hono",
  "hono/*",
  "drizzle-orm",
  "drizzle-orm/*",
  "wrangler",
  "miniflare",
];

/** Globals that exist in only one runtime (Node, Workers or the DOM), with what to do instead. */
export const ENGINE_FORBIDDEN_GLOBALS = [
  ...["process", "Buffer", "require", "module", "__dirname", "__filename", "global", "setImmediate"].map((name) => ({
    name,
    message: "Node-only: the engine takes bytes and options from its caller.",
  })),
  ...["caches", "HTMLRewriter", "WebSocketPair", "scheduler"].map((name) => ({
    name,
    message: "Workers-only: pass what is needed in from the server module.",
  })),
  ...["window", "document", "navigator", "localStorage", "sessionStorage", "location", "fetch", "XMLHttpRequest"].map((name) => ({
    name,
    message: "Browser or network API: the engine reads bytes and streams it is given, never the page or the network.",
  })),
];
