// The hero's rotating phrase (SPEC §2, §9): five phrases, one every 4000 ms.

export const HEADLINE_STEM = "Transform Your Business Data";

export const HEADLINE_PHRASES = [
  "with AI-Powered Analysis",
  "into Actionable Insights",
  "without Technical Expertise",
  "in Minutes, Not Hours",
  "with Smart Visualizations",
] as const;

export const HEADLINE_ROTATION_MS = 4000;

export function nextPhraseIndex(index: number): number {
  return (index + 1) % HEADLINE_PHRASES.length;
}
