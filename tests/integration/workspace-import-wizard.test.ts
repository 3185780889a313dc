// The import wizard's form on a file's page: corrections re-read the file and are kept; bad answers are refused
// with the reason and leave the file as it was; another user's file is 404.
import { describe, expect, it } from "vitest";
import { getDataset } from "~/server/datasets/datasets.server";
import { appFetch, createTestContext, form } from "./helpers";
import { signedInUser, upload } from "./workspace-helpers";

const CSV = "Quarterly sales,,\nPrepared 2024-05-01,,\nDate,Region,Amount\n01/02/2024,North,\"1,5\"\n02/03/2024,South,\"2,5\"\n";

describe("import wizard", () => {
  it("states what reading assumed, re-reads with the corrections and keeps them", async () => {
    const user = await signedInUser();
    const res = await upload(user, "quarter.csv", CSV);
    const id = ((await res.json()) as { dataset: { id: string } }).dataset.id;
    const page = await (await appFetch(`/dashboard/data-analysis/${id}`, { jar: user.jar })).text();
    expect(page).toContain("The column names are in row 3; 2 rows above it (titles or notes) were skipped.");
    expect(page).toContain("Dates in “Date” were read as month/day/year");

    const post = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "import", headerRow: "3", dateOrder: "dmy", decimal: "comma" }), jar: user.jar });
    expect(post.status).toBe(303);
    const { db } = createTestContext().services;
    const row = await getDataset(db, user.id, id);
    expect(JSON.parse(row.importJson!)).toEqual({ choices: { headerRow: 3, dateOrder: "dmy", decimalComma: true }, detectedColumns: ["Date", "Region", "Amount"] });
    const profile = JSON.parse(row.profileJson!) as { profile: { columns: { id: string; min?: number; max?: number }[] } };
    expect(profile.profile.columns.find((c) => c.id === "date")?.min).toBe(Date.UTC(2024, 1, 1));
    expect(profile.profile.columns.find((c) => c.id === "amount")).toMatchObject({ min: 1.5, max: 2.5 });
    const after = await (await appFetch(`/dashboard/data-analysis/${id}`, { jar: user.jar })).text();
    expect(after).toContain("Read with your corrections.");
    expect(after).not.toContain("were read as month/day/year");
  });

  it("refuses bad answers with the reason and keeps the file readable; another user's file is 404", async () => {
    const user = await signedInUser();
    const res = await upload(user, "quarter.csv", CSV);
    const id = ((await res.json()) as { dataset: { id: string } }).dataset.id;
    const bad = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "import", headerRow: "0", dateOrder: "auto", decimal: "auto" }), jar: user.jar });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The header row must be between 1 and 1,000.");
    const beyond = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "import", headerRow: "900", dateOrder: "auto", decimal: "auto" }), jar: user.jar });
    expect(beyond.status).toBe(422);
    expect(await beyond.text()).toContain("Row 900 is beyond the rows read");
    const { db } = createTestContext().services;
    expect(await getDataset(db, user.id, id)).toMatchObject({ status: "ready", importJson: null, rowCount: 2 });

    const stranger = await signedInUser();
    const theirs = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "import", headerRow: "", dateOrder: "dmy", decimal: "auto" }), jar: stranger.jar });
    expect(theirs.status).toBe(404);
  });

  it("reads the next upload with the same columns the way the person corrected the last one", async () => {
    const user = await signedInUser("pro");
    const first = ((await (await upload(user, "q1.csv", CSV)).json()) as { dataset: { id: string } }).dataset.id;
    await appFetch(`/dashboard/data-analysis/${first}`, { method: "POST", body: form({ intent: "import", headerRow: "", dateOrder: "dmy", decimal: "comma" }), jar: user.jar });
    const next = await upload(user, "q2.csv", CSV.replace("01/02/2024", "05/06/2024"));
    const id = ((await next.json()) as { dataset: { id: string } }).dataset.id;
    const { db } = createTestContext().services;
    const row = await getDataset(db, user.id, id);
    expect(JSON.parse(row.importJson!).choices).toEqual({ dateOrder: "dmy", decimalComma: true });
    const profile = JSON.parse(row.profileJson!) as { profile: { columns: { id: string; min?: number }[] } };
    expect(profile.profile.columns.find((c) => c.id === "date")?.min).toBe(Date.UTC(2024, 2, 2));
    expect(await (await appFetch(`/dashboard/data-analysis/${id}`, { jar: user.jar })).text()).toContain("Read with your corrections.");
    // Other columns: read as detected.
    const other = ((await (await upload(user, "other.csv", "Name,Born\nAnn,01/02/2000\n")).json()) as { dataset: { id: string } }).dataset.id;
    expect((await getDataset(db, user.id, other)).importJson).toBeNull();
  });

  it("sets a mixed column's type, re-reads with it, and reads the next upload with the same columns the same way", async () => {
    const user = await signedInUser("pro");
    const mixed = "Store,Zip,Units\n101,01234,3\n102,02345,4\nHQ,03456,5\n";
    const id = ((await (await upload(user, "stores.csv", mixed)).json()) as { dataset: { id: string } }).dataset.id;
    const page = await (await appFetch(`/dashboard/data-analysis/${id}`, { jar: user.jar })).text();
    expect(page).toContain("“Store” mixes types, so it was read as text (row 4 has “HQ”).");
    expect(page).toContain('name="columnType:Store"');

    const fields = { intent: "import", headerRow: "", dateOrder: "auto", decimal: "auto" };
    const bad = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ ...fields, "columnType:Store": "money" }), jar: user.jar });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Choose a type for “Store”: text, number, date or category.");
    const unknown = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ ...fields, otherColumn: "Nope", otherType: "text" }), jar: user.jar });
    expect(unknown.status).toBe(400);

    const post = await appFetch(`/dashboard/data-analysis/${id}`, {
      method: "POST",
      body: form({ ...fields, "columnType:Store": "number", otherColumn: "Zip", otherType: "category" }),
      jar: user.jar,
    });
    expect(post.status).toBe(303);
    const { db } = createTestContext().services;
    const row = await getDataset(db, user.id, id);
    expect(JSON.parse(row.importJson!).choices).toEqual({ columnTypes: { Store: "number", Zip: "category" } });
    expect((JSON.parse(row.schemaJson!) as { columns: { id: string; type: string }[] }).columns.map((c) => c.type)).toEqual(["number", "text", "number"]);
    const after = await (await appFetch(`/dashboard/data-analysis/${id}`, { jar: user.jar })).text();
    expect(after).toContain("Column “Store”: 1 value could not be read as numbers and was left blank (the first in row 4: “HQ”).");
    expect(after).toContain("01234");

    const next = ((await (await upload(user, "stores-june.csv", mixed.replace("HQ", "Depot"))).json()) as { dataset: { id: string } }).dataset.id;
    const nextRow = await getDataset(db, user.id, next);
    expect(JSON.parse(nextRow.importJson!).choices).toEqual({ columnTypes: { Store: "number", Zip: "category" } });
    expect((JSON.parse(nextRow.schemaJson!) as { columns: { type: string }[] }).columns[0].type).toBe("number");
  });

  it("always shows how a file was read — the thousands-dot file too — in the page and the API, and corrects a column's decimal mark in one post", async () => {
    const user = await signedInUser();
    const csv = "Region;Betrag\nNord;9.000\nSüd;8.500\nOst;12.250\n";
    const id = ((await (await upload(user, "betrag.csv", csv)).json()) as { dataset: { id: string } }).dataset.id;
    const { db } = createTestContext().services;
    const columnOf = async () => (JSON.parse((await getDataset(db, user.id, id)).profileJson!) as { profile: { columns: { id: string; sum?: number; min?: number; max?: number }[] } }).profile.columns.find((c) => c.id === "betrag");
    expect(await columnOf()).toMatchObject({ min: 8500, max: 12250 });

    const page = await (await appFetch(`/dashboard/data-analysis/${id}`, { jar: user.jar })).text();
    expect(page).toContain("How this file was read");
    expect(page).toContain("“Betrag”: “,” is the decimal mark, a dot groups thousands — 9.000 is 9,000");
    expect(page).toContain('name="columnDecimal:Betrag" value="point"');

    const api = (await (await appFetch(`/api/datasets/${id}`, { jar: user.jar })).json()) as { dataset: { readings: { subject: string; column?: string; text: string; correction?: { label: string } }[] } };
    expect(api.dataset.readings.find((r) => r.subject === "numbers")).toMatchObject({ column: "Betrag", correction: { label: "Read 9.000 as 9" } });

    const post = await appFetch(`/dashboard/data-analysis/${id}`, {
      method: "POST",
      body: form({ intent: "import", headerRow: "", dateOrder: "auto", decimal: "auto", "columnDecimal:Betrag": "point" }),
      jar: user.jar,
    });
    expect(post.status).toBe(303);
    expect(JSON.parse((await getDataset(db, user.id, id)).importJson!).choices).toEqual({ columnDecimals: { Betrag: "point" } });
    expect(await columnOf()).toMatchObject({ min: 8.5, max: 12.25 });
    const bad = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "import", headerRow: "", dateOrder: "auto", decimal: "auto", "columnDecimal:Nope": "comma" }), jar: user.jar });
    expect(bad.status).toBe(400);
  });
});
