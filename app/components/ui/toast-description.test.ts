import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { descriptionAsJson, toJson } from "./toast-description";

describe("descriptionAsJson", () => {
  it("leaves text and React nodes to render as they are", () => {
    expect(descriptionAsJson("You're #3 in line for early access")).toBeNull();
    expect(descriptionAsJson(42)).toBeNull();
    expect(descriptionAsJson(createElement("b", null, "bold"))).toBeNull();
    expect(descriptionAsJson(["a", createElement("i", { key: "i" }, "b")])).toBeNull();
  });

  it("shows plain objects and data arrays as indented JSON", () => {
    expect(descriptionAsJson({ message: "Too big", upgradeRequired: true })).toBe(
      '{\n  "message": "Too big",\n  "upgradeRequired": true\n}',
    );
    expect(descriptionAsJson([{ row: 1 }])).toBe('[\n  {\n    "row": 1\n  }\n]');
  });
});

describe("toJson", () => {
  it("never throws on bigints, errors or cycles, and keeps shared (non-circular) references", () => {
    const shared = { n: 1 };
    const cyclic: Record<string, unknown> = { name: "root", shared, again: shared };
    cyclic.self = cyclic;
    expect(JSON.parse(toJson(cyclic))).toEqual({ name: "root", shared: { n: 1 }, again: { n: 1 }, self: "[Circular]" });
    expect(JSON.parse(toJson({ big: 10n }))).toEqual({ big: "10" });
    expect(JSON.parse(toJson({ error: new TypeError("bad") }))).toEqual({ error: { name: "TypeError", message: "bad" } });
  });
});
