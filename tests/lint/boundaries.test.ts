// The lint rules that keep the layers apart catch what they are meant to: planted violations fail, clean code passes.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function lintMessages(code: string, file = "engine/read/planted.ts"): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe("engine boundary lint rule", () => {
  it.each([
    ["a relative path into the app", `import { x } from "../../app/server/db/schema";\nexport const y = x;`],
    ["a shallow relative path into the app", `import { x } from "../app/lib/plans";\nexport const y = x;`],
    ["a relative path into the Workers", `import { x } from "../../workers/load-context";\nexport const y = x;`],
    ["the app alias", `import { x } from "~/lib/plans";\nexport const y = x;`],
    ["a node: import", `import { readFileSync } from "node:fs";\nexport const y = readFileSync;`],
    ["a bare Node builtin", `import { join } from "path";\nexport const y = join;`],
    ["a Workers module", `import { env } from "cloudflare:workers";\nexport const y = env;`],
    ["a framework", `import { json } from "@remix-run/cloudflare";\nexport const y = json;`],
  ])("rejects %s", async (_what, code) => {
    const messages = await lintMessages(code);
    expect(messages.some((m) => m.startsWith("no-restricted-imports"))).toBe(true);
  });

  it.each([
    ["process", `export const mode = process.env.NODE_ENV;`],
    ["Buffer", `export const bytes = Buffer.from("a");`],
    ["caches", `export const cache = caches.default;`],
    ["document", `export const title = document.title;`],
    ["fetch", `export const get = () => fetch("https://example.com");`],
  ])("rejects the global %s", async (_what, code) => {
    const messages = await lintMessages(code);
    expect(messages.some((m) => m.startsWith("no-restricted-globals"))).toBe(true);
  });

  it("accepts engine-internal imports and globals every runtime shares", async () => {
    const code = `import { tokenize } from "../planner/text/tokenize";\nexport const decode = (b: Uint8Array) => new TextDecoder().decode(b) + String(tokenize);\nexport const later = () => setTimeout(() => undefined, 1);`;
    expect(await lintMessages(code)).toEqual([]);
  });

  it("leaves the app free to import what it needs", async () => {
    const code = `import { readFileSync } from "node:fs";\nexport const y = readFileSync;`;
    expect(await lintMessages(code, "scripts/planted.ts")).toEqual([]);
  });
});

describe("route context lint rule", () => {
  it("rejects a route that reads the environment or another context field", async () => {
    for (const code of [
      `export async function loader({ context }: { context: { env: { FILES: unknown } } }) { return context.env.FILES; }`,
      `export async function loader({ context }: { context: { db: unknown } }) { return context.db; }`,
    ]) {
      const messages = await lintMessages(code, "app/routes/planted.ts");
      expect(messages.some((m) => m.startsWith("no-restricted-syntax"))).toBe(true);
    }
  });

  it("accepts context.services", async () => {
    const code = `export async function loader({ context }: { context: { services: { db: unknown } } }) { return context.services.db; }`;
    expect(await lintMessages(code, "app/routes/planted.ts")).toEqual([]);
  });
});
