// Walks the D1 schema: every table with a user or owner column must be in the data archive (ARCHIVE_TABLES
// names its file) or deliberately left out with a reason. A new table that holds people's data fails here until
// someone decides where it goes.
import { getTableName, is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/server/db/schema";
import { ARCHIVE_TABLES } from "./data-archive.server";

/** Columns that say whose a row is: an account's id, or an address that names a person. */
const PERSON_COLUMNS = new Set(["user_id", "owner_id", "actor_id", "invited_by", "shared_by", "email", "to"]);

const tables: SQLiteTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable => is(value, SQLiteTable));

/** Whether a table holds rows of a person: it is the users table, a column points at users, or names one. */
function holdsPeoplesRows(table: SQLiteTable): boolean {
  const config = getTableConfig(table);
  if (config.name === "users") return true;
  if (config.foreignKeys.some((fk) => getTableName(fk.reference().foreignTable) === "users")) return true;
  return config.columns.some((c) => PERSON_COLUMNS.has(c.name));
}

describe("the data archive covers the schema", () => {
  it("finds the schema's tables", () => {
    expect(tables.map((t) => getTableName(t))).toEqual(expect.arrayContaining(["users", "datasets", "dashboards", "dashboard_tiles", "audit_log"]));
  });

  it("puts every table with a user or owner column in the archive, or leaves it out with a reason", () => {
    const missing = tables.filter(holdsPeoplesRows).map((t) => getTableName(t)).filter((name) => !(name in ARCHIVE_TABLES));
    expect(missing, "tables holding people's rows that the archive neither exports nor excludes").toEqual([]);
    for (const [name, place] of Object.entries(ARCHIVE_TABLES)) {
      if ("excluded" in place) expect(place.excluded.length, `the reason ${name} is left out`).toBeGreaterThan(20);
      else expect(place.file).toMatch(/^[a-z-]+\.json$/);
    }
  });

  it("names only tables that exist", () => {
    const names = new Set<string>(tables.map((t) => getTableName(t)));
    expect(Object.keys(ARCHIVE_TABLES).filter((name) => !names.has(name))).toEqual([]);
  });
});
