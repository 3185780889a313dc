// Lookup tables keyed by words that come from files and questions. Without a prototype, a header or a question
// word such as "constructor" or "__proto__" is simply not in the table — never Object.prototype's member.
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
