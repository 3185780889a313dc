// Text shown in a profile (top values, the preview) is clipped: a file may hold a cell of megabytes, and the
// profile is stored as one database row and sent to every page that shows the file.

/** Characters of one text value kept in a profile. */
export const MAX_PROFILE_TEXT = 500;

/** The value itself when short enough, else its first MAX_PROFILE_TEXT characters and "…". */
export function clipText(text: string): string {
  return text.length <= MAX_PROFILE_TEXT ? text : `${text.slice(0, MAX_PROFILE_TEXT)}…`;
}
