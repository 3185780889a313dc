import { isValidElement } from "react";
import type { ToastDescription } from "./toast-reducer";

/**
 * SPEC §3: a toast description is text, or an object shown as JSON. React elements (and lists of
 * renderable nodes) render as they are; any other object or array is pretty-printed JSON.
 */
export function descriptionAsJson(description: ToastDescription): string | null {
  if (description === null || typeof description !== "object" || isValidElement(description)) return null;
  if (Array.isArray(description) && description.every(isRenderable)) return null;
  return toJson(description);
}

function isRenderable(value: unknown): boolean {
  return value === null || value === undefined || typeof value !== "object" || isValidElement(value);
}

/** JSON that never throws: bigints become strings, cycles "[Circular]", errors their name and message. */
export function toJson(value: unknown): string {
  const ancestors: unknown[] = [];
  const json = JSON.stringify(
    value,
    function (this: unknown, _key: string, v: unknown) {
      if (typeof v === "bigint") return v.toString();
      if (v instanceof Error) return { name: v.name, message: v.message };
      if (v === null || typeof v !== "object") return v;
      // `this` is the object holding v: drop finished siblings' branches to keep only v's ancestors.
      while (ancestors.length > 0 && ancestors[ancestors.length - 1] !== this) ancestors.pop();
      if (ancestors.includes(v)) return "[Circular]";
      ancestors.push(v);
      return v;
    },
    2,
  );
  return json ?? String(value);
}
