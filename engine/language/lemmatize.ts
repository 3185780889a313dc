// Reduces English words to a base form for matching: lemma() for inflections (orders → order,
// earning → earn, companies → company), stem() for derivations (cancellation → cancel, hiring → hire).
import { wordTable } from "../word-table";

const IRREGULAR: Record<string, string> = wordTable({
  people: "person", men: "man", women: "woman", children: "child", staff: "staff", sold: "sell", spent: "spend",
  paid: "pay", made: "make", brought: "bring", got: "get", gave: "give", won: "win", lost: "lose", bought: "buy",
  ran: "run", took: "take", came: "come", went: "go", did: "do", does: "do", done: "do", was: "be", were: "be",
  is: "be", are: "be", been: "be", has: "have", had: "have", feet: "foot", data: "data", media: "media",
  criteria: "criterion", analyses: "analysis", indices: "index", statuses: "status", status: "status",
  sales: "sales", series: "series", news: "news", business: "business", analytics: "analytics", logistics: "logistics",
  services: "service", address: "address", process: "process", gross: "gross", class: "class", bonus: "bonus",
  campus: "campus", canvas: "canvas", plus: "plus", minus: "minus", gas: "gas", us: "us", this: "this", his: "his",
  its: "its", was_: "was", less: "less", unless: "unless", across: "across", always: "always", perhaps: "perhaps",
  thus: "thus", yes: "yes", ids: "id", tix: "ticket", opps: "opportunity", opp: "opportunity", reps: "rep",
  hrs: "hour", mins: "minute", secs: "second", yrs: "year", qty: "quantity", qtys: "quantity", pcs: "piece",
  earnings: "earning", leaves: "leave", lives: "life", wives: "wife", knives: "knife", shelves: "shelf",
  halves: "half", wolves: "wolf", analyses_: "analysis", percentages: "percentage", averages: "average",
  losses: "loss", bosses: "boss", boxes: "box", taxes: "tax", indexes: "index", matrices: "matrix",
  emails: "email", overseas: "overseas", chaos: "chaos", atlas: "atlas", texas: "texas", christmas: "christmas",
  alias: "alias", kudos: "kudos", diagnosis: "diagnosis", thesis: "thesis", crisis: "crisis", basis: "basis",
  devices: "device", virus: "virus", census: "census", corpus: "corpus", focus: "focus", radius: "radius",
  surplus: "surplus", nexus: "nexus", bus: "bus", stimulus: "stimulus", consensus: "consensus", apparatus: "apparatus",
  prospectus: "prospectus", syllabus: "syllabus", cactus: "cactus", octopus: "octopus", genus: "genus", sinus: "sinus",
  opus: "opus", onus: "onus", minus_: "minus", previous: "previous", various: "various", famous: "famous", prices: "price", invoices: "invoice", sources: "source", offices: "office", services_: "service",
});

const KEEP_S = /(ss|ous|ics|is)$/;

/** Inflectional base form: plural nouns and -ing/-ed/-s verb forms. Deterministic and conservative. */
export function lemma(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular !== undefined) return irregular;
  if (word.length <= 3) return word;
  if (/[^a-z]/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return word.slice(0, -3) + "y";
  if (/(ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !KEEP_S.test(word)) return word.slice(0, -1);
  if (word.endsWith("ied")) return word.slice(0, -3) + "y";
  if (word.endsWith("ing") && word.length > 5) return undouble(word.slice(0, -3));
  if (word.endsWith("ed") && word.length > 4) return undouble(word.slice(0, -2));
  return word;
}

/** "shipped" → "ship", "running" → "run"; keeps "ll"/"ss" ("billed" → "bill"). */
function undouble(base: string): string {
  const tail = base.slice(-2);
  if (tail[0] === tail[1] && /[bdgmnprt]/.test(tail[0])) return base.slice(0, -1);
  return base;
}

const SUFFIXES: [suffix: string, replacement: string][] = [
  ["ational", "ate"], ["ization", "ize"], ["isation", "ize"], ["ations", "ate"], ["ation", "ate"], ["ellation", "el"],
  ["fulness", "ful"], ["iveness", "ive"], ["ousness", "ous"], ["ements", ""], ["ement", ""], ["ments", ""], ["ment", ""],
  ["ness", ""], ["ities", ""], ["ity", ""], ["ings", ""], ["ing", ""], ["ers", ""], ["er", ""], ["ors", ""], ["or", ""],
  ["ions", ""], ["ion", ""], ["ives", ""], ["ive", ""], ["als", ""], ["al", ""], ["ly", ""], ["ed", ""], ["es", ""], ["s", ""], ["e", ""],
];

/**
 * A rougher common root for derivations, used on both sides of every comparison:
 * cancellation/cancelled/cancel → "cancel"; hiring/hired/hire → "hir"; resolution/resolved → "resolv".
 */
export function stem(word: string): string {
  let base = lemma(word);
  if (base.length <= 4) return base.replace(/e$/, "");
  if (base.endsWith("llation")) return base.slice(0, -6);
  if (base.endsWith("lution")) return base.slice(0, -5) + "v";
  for (const [suffix, replacement] of SUFFIXES) {
    if (base.endsWith(suffix) && base.length - suffix.length >= 3) {
      base = base.slice(0, -suffix.length) + replacement;
      break;
    }
  }
  base = base.replace(/e$/, "");
  if (base.length > 3 && base.at(-1) === base.at(-2) && !/[aeiou]/.test(base.at(-1) ?? "")) base = base.slice(0, -1);
  return base;
}
