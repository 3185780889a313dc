// The engine's layers import downward only: no import cycle anywhere in engine/, and the semantic layer (and the
// shared language module below it) never reaches up into the planner or the answer step.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "./import-cycles";

const ENGINE = join(process.cwd(), "engine");

function plantedTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "import-cycles-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("engine import graph", () => {
  it("has no import cycle", () => {
    expect(importCycles(importGraph(ENGINE))).toEqual([]);
  });

  it("keeps the semantic layer and the language module below the planner", () => {
    const upward = [...importGraph(ENGINE)]
      .filter(([file]) => file.startsWith("semantic/") || file.startsWith("language/"))
      .flatMap(([file, targets]) => targets.filter((t) => /^(planner|answer|plan|execute|narrate)\//.test(t)).map((t) => `${file} → ${t}`));
    expect(upward).toEqual([]);
  });

  it("finds a planted cycle through type-only and multi-line imports, and ignores tests", () => {
    const root = plantedTree({
      "a/one.ts": `import type { Two } from "../b/two";\nexport type One = Two;`,
      "b/two.ts": `import {\n  three,\n} from "./three";\nexport type Two = typeof three;`,
      "b/three.ts": `import type { One } from "../a/one";\nexport const three: One | 1 = 1;`,
      "b/four.ts": `import { three } from "./three";\nexport const four = three;`,
      "b/four.test.ts": `import { four } from "./four";\nimport { five } from "./five";\nexport const x = four;`,
      "b/five.ts": `import { x } from "./four.test";\nexport const five = x;`,
    });
    expect(importCycles(importGraph(root))).toEqual([["a/one.ts", "b/three.ts", "b/two.ts"]]);
  });
});
