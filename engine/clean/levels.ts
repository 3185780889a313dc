// The three cleaning levels as people choose them: what each does, in the words the level chooser shows.
import type { CleaningLevel } from "./rules";

export interface LevelInfo {
  level: CleaningLevel;
  label: string;
  summary: string;
  /** What it does, one line per kind of change. */
  does: string[];
}

export const LEVEL_INFO: readonly LevelInfo[] = [
  {
    level: "conservative",
    label: "Conservative",
    summary: "Only the obvious: nothing changes what a value means.",
    does: ["Removes exact duplicate rows", "Trims stray spaces", "Writes one category one way (“north”, “North ” → “North”)"],
  },
  {
    level: "moderate",
    label: "Moderate (recommended)",
    summary: "Conservative, plus the fixes most analyses need.",
    does: [
      "Fills missing values (median for numbers, most common value for categories, the previous value in a regular time series)",
      "Merges likely misspellings into the much more common spelling",
      "Converts numbers and dates stored as text (“$1,200” → 1200)",
    ],
  },
  {
    level: "aggressive",
    label: "Aggressive",
    summary: "Moderate, plus deep cleaning that can change results noticeably.",
    does: [
      "Removes rows that repeat an earlier one apart from spaces and capitals",
      "Caps outliers to the nearest ordinary value",
      "Clears impossible values (negative quantities, percentages over 100 %, future dates of past events)",
      "Drops columns that are almost empty",
    ],
  },
];

export const DEFAULT_LEVEL: CleaningLevel = "moderate";
