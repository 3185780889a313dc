// A team editor cleans a file shared with the team (issue #25, decision 0025): the page offers "Clean data", the
// review shows the file's recommendations, and applying saves a cleaned copy of the editor's own — in the editor's
// files, counted on the editor's plan — while the owner's file, its R2 objects and its list of copies stay as they
// were. A viewer is refused (403) and someone outside the team gets the same 404 as for a file that never existed.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { appFetch, form, pageText } from "./helpers";
import { uploadSales } from "./saved-work-helpers";
import { createTeam, join, person, share } from "./team-helpers";
import { r2Keys } from "./workspace-helpers";

const datasetRow = (id: string) =>
  env.DB.prepare("select owner_id as ownerId, name, kind, source_dataset_id as sourceId, status, columnar_key as columnarKey from datasets where id = ?")
    .bind(id)
    .first<{ ownerId: string; name: string; kind: string; sourceId: string | null; status: string; columnarKey: string }>();

describe("cleaning a file shared with the team", () => {
  it("an editor's cleaning makes a cleaned copy of the editor's own; a viewer gets 403 and an outsider 404", async () => {
    const owner = await person("enterprise");
    const teamId = await createTeam(owner);
    const [editor, viewer, outsider] = [await person("pro"), await person("pro"), await person("pro")];
    await join(owner, teamId, editor, "editor");
    await join(owner, teamId, viewer, "viewer");
    const id = await uploadSales(owner);
    expect((await share(owner, "dataset", id, teamId)).status).toBe(302);
    const ownerKeys = await r2Keys(`users/${owner.id}/datasets/${id}/`);
    const before = await datasetRow(id);

    // The review: the editor sees the file's recommendations (the repeated order 42), not "This file was not found".
    const review = pageText(await (await appFetch(`/dashboard/data-analysis/${id}?clean=moderate`, { jar: editor.jar })).text());
    expect(review).toContain("Remove repeated rows");
    expect(review).toContain("1 row repeats an earlier row once dates, numbers and spaces are read the same way; it is identical in the file.");
    expect(review).toMatch(/data-identical="true"><th scope="row"[^>]*>43<\/th><td[^>]*>42<\/td>/);
    expect(review).toContain("Apply and save <!-- -->Clean_sales.csv");
    expect(review).not.toContain("was not found");

    // Applying: a form post, as a browser without JavaScript makes it.
    const applied = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "clean", level: "moderate" }), jar: editor.jar });
    expect(applied.status).toBe(303);
    const copyId = applied.headers.get("Location")!.match(/data-analysis\/([^?]+)\?cleaned=1$/)![1];
    expect(await datasetRow(copyId)).toMatchObject({ ownerId: editor.id, name: "Clean_sales.csv", kind: "cleaned", sourceId: id, status: "ready" });
    expect((await datasetRow(copyId))!.columnarKey.startsWith(`users/${editor.id}/datasets/${copyId}/`)).toBe(true);
    // 43 rows less the one repeat.
    expect(await env.DB.prepare("select row_count as n from datasets where id = ?").bind(copyId).first<{ n: number }>()).toEqual({ n: 42 });
    // The editor's month counts one cleaning; the owner's none.
    const cleanings = (userId: string) => env.DB.prepare("select coalesce(sum(count), 0) as n from usage_counters where user_id = ? and metric = 'cleaning'").bind(userId).first<{ n: number }>();
    expect(await cleanings(editor.id)).toEqual({ n: 1 });
    expect(await cleanings(owner.id)).toEqual({ n: 0 });

    // The owner's file is as it was: its row, its R2 objects.
    expect(await datasetRow(id)).toEqual(before);
    expect(await r2Keys(`users/${owner.id}/datasets/${id}/`)).toEqual(ownerKeys);

    // The copy's page, for the editor, links back to the shared file; the editor's next cleaning is the next version.
    const copyPage = await (await appFetch(`/dashboard/data-analysis/${copyId}`, { jar: editor.jar })).text();
    expect(copyPage).toContain(`href="/dashboard/data-analysis/${id}"`);
    expect(pageText(await (await appFetch(`/dashboard/data-analysis/${id}?clean=aggressive`, { jar: editor.jar })).text())).toContain("Apply and save <!-- -->Clean_sales (2).csv");
    // The copy is the editor's: not shared, so the owner does not reach it.
    expect((await appFetch(`/dashboard/data-analysis/${copyId}`, { jar: owner.jar })).status).toBe(404);

    // A viewer: no step, and a post is refused with words about the role; an outsider: 404, nothing made.
    const viewerPost = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "clean", level: "moderate" }), jar: viewer.jar });
    expect(viewerPost.status).toBe(403);
    const outsiderPost = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "clean", level: "moderate" }), jar: outsider.jar });
    expect(outsiderPost.status).toBe(404);
    expect(await env.DB.prepare("select count(*) as n from datasets where owner_id in (?, ?)").bind(viewer.id, outsider.id).first<{ n: number }>()).toEqual({ n: 0 });

    // Unshared, the editor's next cleaning of the file is a 404 like any file they cannot see.
    await env.DB.prepare("delete from shares where resource_id = ?").bind(id).run();
    expect((await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "clean", level: "moderate" }), jar: editor.jar })).status).toBe(404);
  });
});
