// Questions written for a benchmark or a colleague often end with a note on the answer's form ("Answer with a
// single number.", "If there are less than five list as many as there are."). Such notes say nothing about
// what to compute; only these harmless forms are dropped — any other trailing sentence (a unit to answer in,
// a condition) stays part of the question, so it is either understood or refused.
const FORM_NOTES: readonly RegExp[] = [
  /^answer with (?:a|an|one)? ?(?:single |simple |two[- ]element )?(?:number|category|value|word|boolean|list|yes or no|true or false)(?: only)?[.?!]?$/i,
  /^if there (?:are|is) (?:less|fewer|none|no|not)\b[^.?!]*[.?!]?$/i,
  /^(?:please )?(?:respond|reply) with (?:a|an|one)\b[^.?!]*[.?!]?$/i,
];

/** The question without a whole question wrapped in quotes and without trailing answer-form notes. */
export function withoutAnswerNotes(question: string): string {
  let text = question.trim();
  const wrapped = /^(["'\u201c\u2018])([^"'\u201c\u201d\u2018\u2019]+)(["'\u201d\u2019])$/.exec(text);
  if (wrapped) text = wrapped[2].trim();
  const sentences = text.match(/[^.?!]+(?:[.?!]+|$)/g) ?? [text];
  while (sentences.length > 1 && FORM_NOTES.some((re) => re.test(sentences.at(-1)!.trim()))) sentences.pop();
  return sentences.join("").trim();
}
