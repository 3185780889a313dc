// Text columns arrive dictionary-encoded, one dictionary per batch or shared by all batches. A kernel
// decides once per dictionary entry and then works on integer codes; this caches that per dictionary.

type Table = Uint8Array | Int32Array;

/**
 * Returns `lookup(dictionary)`: a table with `decide(entry)` for each entry, computed once per dictionary
 * (by identity) and extended when a shared dictionary has grown since.
 */
export function perDictionary<T extends Table>(make: (length: number) => T, decide: (text: string) => number): (dictionary: string[]) => T {
  const cache = new WeakMap<string[], T>();
  return (dictionary) => {
    const cached = cache.get(dictionary);
    if (cached && cached.length === dictionary.length) return cached;
    const table = make(dictionary.length);
    const from = cached ? cached.length : 0;
    if (cached) table.set(cached);
    for (let code = from; code < dictionary.length; code++) table[code] = decide(dictionary[code]);
    cache.set(dictionary, table);
    return table;
  };
}
