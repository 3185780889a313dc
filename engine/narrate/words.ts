// Small English helpers for answer sentences.

/** "region" → "regions", "category" → "categories", "SKU" → "SKUs"; a plural stays ("products", "sales"). */
export function plural(noun: string): string {
  if (/[A-Z]s$/.test(noun) || (/[^su]s$/i.test(noun) && !/(ss|us|is)$/i.test(noun))) return noun;
  if (/[^aeiou]is$/i.test(noun)) return `${noun.slice(0, -2)}es`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** A column name as a noun inside a sentence: lower case unless it is an acronym or mixed case ("SKU", "eBay"). */
export function noun(name: string): string {
  const lower = name.toLowerCase();
  const capitalisedWord = name === name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
  return capitalisedWord ? lower : name;
}

/** "1 region", "4 regions". */
export function countOf(n: number, singular: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? singular : plural(singular)}`;
}

/** "1 row × 3 columns", "1,200 rows × 11 columns". */
export function tableShape(rows: number, columns: number): string {
  return `${countOf(rows, "row")} × ${countOf(columns, "column")}`;
}

/** "a", "a and b", "a, b and c". */
export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
