// Whether a noun names a kind of person ("member", "athlete", "patient"), from WordNet's broader nouns: people are
// counted by their names and measured by their ages, never by a file's money column.
import { broaderTerms } from "../language/lexical-relations";

/** WordNet's broader nouns, followed up to a few levels: whether the noun names a kind of person ("member", "athlete"). */
export function namesPeople(noun: string): boolean {
  if (noun === "person" || noun === "people") return true;
  const seen = new Set<string>();
  let frontier = [noun];
  for (let depth = 0; depth < 8 && frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const word of frontier) {
      for (const broader of broaderTerms(word)) {
        if (broader === "person") return true;
        if (!seen.has(broader)) next.push(broader);
        seen.add(broader);
      }
    }
    frontier = next;
  }
  return false;
}
