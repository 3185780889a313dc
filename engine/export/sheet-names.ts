// Excel's rules for sheet names: at most 31 characters, none of : \ / ? * [ ], no apostrophe at either
// end, not blank, not "History" (reserved), and unique regardless of case.
const MAX = 31;
const FORBIDDEN = /[:\\/?*[\]]/g;
// Control characters are not allowed either (a tab or line break pasted into a title).
const CONTROL = /\p{Cc}/gu;

function sanitise(name: string): string {
  const clean = name.replace(FORBIDDEN, " ").replace(CONTROL, " ").replace(/\s+/g, " ").trim().replace(/^'+|'+$/g, "").trim();
  if (!clean || clean.toLowerCase() === "history") return clean ? `${clean} sheet` : "Sheet";
  return clean;
}

/** Cuts to `max` UTF-16 units without splitting a surrogate pair (an emoji in a title). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
  return text.slice(0, end).trimEnd();
}

/** Sheet names for `titles`, in order: valid, unique, and not among `taken` (e.g. "Report"). */
export function sheetNames(titles: string[], taken: string[] = []): string[] {
  const used = new Set(taken.map((t) => t.toLowerCase()));
  return titles.map((title) => {
    const base = sanitise(title);
    let name = cut(base, MAX);
    for (let n = 2; used.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = `${cut(base, MAX - suffix.length)}${suffix}`;
    }
    used.add(name.toLowerCase());
    return name;
  });
}
