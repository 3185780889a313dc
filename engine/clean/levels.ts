// The three cleaning levels as people choose them: what each does, in the words the level chooser shows.
import type { CleaningLevel } from "./rule-parts";

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
    does: [
      "Removes rows that repeat an earlier one value for value",
      "Trims stray spaces",
      "Writes one category one way (“north”, “North ” → “North”)",
      "Says which columns follow from others (revenue = units × unit_price)",
    ],
  },
  {
    level: "moderate",
    label: "Moderate (recommended)",
    summary: "Conservative, plus the fixes most analyses need.",
    does: [
      "Fills a blank amount from its own row when the table carries the relation (revenue = units × unit_price); other blank amounts stay blank, counted",
      "Marks outliers as suspect: the value stays, a yes/no column lets answers leave it out",
      "Offers a typical value (median, most common value) for blank attributes such as age or region, unticked",
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
      "Offers to cap outliers to the nearest ordinary value, unticked (never a column tied to others)",
      "Clears impossible values (negative quantities, percentages over 100 %, future dates of past events)",
      "Drops columns that are almost empty",
    ],
  },
];

export const DEFAULT_LEVEL: CleaningLevel = "moderate";
