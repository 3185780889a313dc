// "sales.csv", then "sales (2).csv", "sales (3).csv"…: the number goes before the extension, so a download keeps its
// type. Cleaned copies and new readings of a file are named this way (decisions 0010 and 0018).

/** `name` split at its last dot: the stem and the extension with its dot ("" when there is none). */
function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
}

/** `wanted` when no name in `taken` is it, else the first "stem (n).ext" from 2 up that is free. */
export function numberedName(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  const [stem, extension] = splitExtension(wanted);
  for (let version = 2; ; version++) {
    const name = `${stem} (${version})${extension}`;
    if (!taken.has(name)) return name;
  }
}

/** The name `name` had before a version number: "sales (2).csv" → "sales.csv". */
export function unnumberedName(name: string): string {
  const [stem, extension] = splitExtension(name);
  return `${stem.replace(/ \(\d+\)$/, "")}${extension}`;
}
