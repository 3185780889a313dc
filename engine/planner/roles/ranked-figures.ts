// "What are the points of the top 3 clubs?", "the scores of the 5 best students": the figure named before the
// ranking, "<figure> of the top N …", is what the answer lists — the ranked groups' figures, not their names
// (issue #27: "the R of the top N by S" answered with the names). "The top 3 clubs by points" lists the clubs.
import type { Draft } from "./draft";

export function answerNamedRankedFigure(d: Draft): void {
  const { frame, tokens } = d;
  // "what are the points of …" also sets the which-flag: the structure, not the opening word, says what is listed.
  if (!frame.top || frame.top.answer || frame.groups.length === 0 || d.rankAt === undefined) return;
  const ranked = frame.measures[0];
  if (!ranked?.column || frame.measures.length !== 1) return;
  const named = d.measureColumns.find((m) => m.column === ranked.column && m.at < d.rankAt!);
  if (!named) return;
  // The figure's own words end right before "of": "the points of the top 3", "Pts of the 3 best clubs".
  const mention = d.mentions.find((m) => m.kind === "column" && m.start === named.at);
  if (!mention || tokens[mention.end]?.norm !== "of") return;
  frame.top.answer = "figures";
}
