// Columns of percentages: numbers the file wrote with "%" (unit percent) or fractions the semantic layer marks.

import type { ColumnEntry } from "./schema-index";

/** Whether the column holds percentages or fractions ("33.6%", a Share of 0.336). */
export const holdsPercents = (c: ColumnEntry): boolean => c.type === "number" && (c.fraction === true || c.unit?.kind === "percent");
