// The real-data set's grading rules (../shared/realdata/README.md, grade.mjs), as one pure function, so
// `npm run eval` and the accuracy gate grade in-process exactly as the shared grader does through the CLI.
import type { AskJson } from "../../cli/ask";

export type AnswerType = "boolean" | "number" | "category" | "list[category]" | "list[number]";
export type Gold = string | number | boolean | (string | number)[];
export type Outcome = "correct" | "wrong" | "refused";
type Cell = string | number | boolean | null | undefined;

const num = (v: unknown): number => {
  if (typeof v === "number") return v;
  if (typeof v === "string") {
    const s = v.replace(/[$€£,%\s]/g, "");
    if (/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) return Number(s);
  }
  return NaN;
};
const decimals = (g: number): number => /\.(\d+)$/.exec(String(g))?.[1].length ?? 0;
function sameNumber(p: number, g: number): boolean {
  if (!Number.isFinite(p)) return false;
  if (p === g || Math.abs(p - g) <= 1e-2 * Math.abs(g) || Math.abs(p - g) < 0.005) return true;
  const d = decimals(g);
  return d > 0 && Number(p.toFixed(d)) === g;
}
const text = (s: unknown): string => String(s).trim().toLowerCase().replace(/\s+/g, " ").replace(/^["']|["']$/g, "");
const boolOf = (v: unknown): boolean | undefined => {
  if (typeof v === "boolean") return v;
  const s = text(v);
  if (["true", "yes", "1"].includes(s)) return true;
  if (["false", "no", "0"].includes(s)) return false;
  return undefined;
};
function sameValue(p: unknown, g: unknown): boolean {
  if (typeof g === "number") return sameNumber(num(p), g);
  if (typeof g === "boolean") return boolOf(p) === g;
  const gn = num(g);
  if (Number.isFinite(gn) && Number.isFinite(num(p))) return sameNumber(num(p), gn);
  const a = text(p);
  const b = text(g);
  return a === b || (a.length >= 10 && b.length >= 10 && a.slice(0, 10) === b.slice(0, 10) && /^\d{4}-\d\d-\d\d/.test(a) && /^\d{4}-\d\d-\d\d$/.test(b));
}
const isNull = (v: unknown): boolean => v === null || v === undefined || (typeof v === "number" && Number.isNaN(v));

/** What the answer claims, as the gold's kind of value; undefined when it declined to answer. */
function prediction(type: AnswerType, j: AskJson): unknown {
  const r = (j.table?.rows ?? []) as Cell[][];
  if (type === "boolean") {
    let p = boolOf(j.value);
    if (p === undefined && r.length === 1 && r[0].length === 1) p = boolOf(r[0][0]);
    if (p === undefined && typeof j.answer === "string") {
      const m = /^\s*(yes|no)\b/i.exec(j.answer);
      if (m) p = m[1].toLowerCase() === "yes";
    }
    return p;
  }
  if (type === "number") {
    let p = num(j.value);
    if (!Number.isFinite(p) && r.length === 1) p = r[0].map(num).filter(Number.isFinite).at(-1) ?? NaN;
    return Number.isFinite(p) ? p : undefined;
  }
  if (type === "category") {
    let p: unknown = j.value;
    if ((isNull(p) || Array.isArray(p) || typeof p === "object") && r.length) p = r[0][0];
    return isNull(p) || typeof p === "object" ? undefined : p;
  }
  if (Array.isArray(j.value)) return [j.value];
  if (!r.length) return undefined;
  return r[0].map((_, c) => r.map((row) => row[c]));
}

/** Grades one answer (or a refusal: `null`) against the gold, as the shared grader does. */
export function gradeAnswer(type: AnswerType, gold: Gold, answer: AskJson | null): { outcome: Outcome; predicted: unknown } {
  if (!answer || answer.plan === null) return { outcome: "refused", predicted: answer?.answer ?? null };
  const p = prediction(type, answer);
  if (p === undefined) return { outcome: "refused", predicted: answer.answer };
  if (type.startsWith("list")) {
    const g = gold as unknown[];
    const ok = (p as unknown[][]).some((col) => {
      if (col.length !== g.length) return false;
      const left = [...col];
      return g.every((x) => {
        const k = left.findIndex((y) => sameValue(y, x));
        if (k < 0) return false;
        left.splice(k, 1);
        return true;
      });
    });
    return { outcome: ok ? "correct" : "wrong", predicted: (p as unknown[][])[0] };
  }
  return { outcome: sameValue(p, gold) ? "correct" : "wrong", predicted: p };
}
