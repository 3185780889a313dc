// Each person sees only what they may do: a viewer of a shared file gets no "Clean data" (the server refuses it),
// a Free member of a shared dashboard sees why their plan does not export its PDF instead of a button that fails,
// an editor's unshare is refused with words about unsharing, and the Teams page's role text says what viewers export.
import { describe, expect, it } from "vitest";
import { appFetch, form, pageText } from "./helpers";
import { savedAnalysis } from "./export-helpers";
import { createTeam, join, person } from "./team-helpers";
import { upload } from "./workspace-helpers";

describe("what each role is shown", () => {
  it("hides cleaning from viewers, says why a plan does not export, and words the unshare refusal for unsharing", async () => {
    const owner = await person("enterprise");
    const teamId = await createTeam(owner);
    const [viewer, editor] = [await person("free"), await person("pro")];
    await join(owner, teamId, viewer, "viewer");
    await join(owner, teamId, editor, "editor");
    const uploaded = await upload(owner, "sales.csv", "Region,Revenue\nNorth,290\nSouth,210\n");
    const datasetId = ((await uploaded.json()) as { dataset: { id: string } }).dataset.id;
    const analysisId = await savedAnalysis(owner, datasetId, "total revenue by region");
    const board = await appFetch("/dashboard/dashboard-builder", { method: "POST", body: form({ title: "Shared board" }), jar: owner.jar });
    const dashboardId = board.headers.get("Location")!.split("/").pop()!;
    expect((await appFetch(`/dashboard/dashboard-builder/${dashboardId}`, { method: "POST", body: form({ intent: "add-analysis", analysisId, kind: "analysis" }), jar: owner.jar })).status).toBe(303);
    const shareIt = (actor: typeof owner, intent: string, resourceType: string, resourceId: string) =>
      appFetch("/dashboard/teams/share", { method: "POST", body: form({ intent, resourceType, resourceId, teamId, returnTo: "/dashboard" }), jar: actor.jar });
    expect((await shareIt(owner, "share", "dataset", datasetId)).status).toBe(302);
    expect((await shareIt(owner, "share", "dashboard", dashboardId)).status).toBe(302);

    // Cleaning: the owner and an editor see the step; a viewer does not, even when the address asks for it.
    const filePage = async (who: typeof owner, query = "") => pageText(await (await appFetch(`/dashboard/data-analysis/${datasetId}${query}`, { jar: who.jar })).text());
    expect(await filePage(owner)).toContain("Clean data");
    expect(await filePage(editor)).toContain("Clean data");
    expect(await filePage(viewer)).not.toContain("Clean data");
    expect(await filePage(viewer, "?clean=moderate")).not.toContain("Clean data");

    // The PDF export: a Pro editor gets the button; the Free viewer gets the reason and the way to upgrade.
    const boardPage = async (who: typeof owner) => await (await appFetch(`/dashboard/dashboard-builder/${dashboardId}`, { jar: who.jar })).text();
    expect(pageText(await boardPage(editor))).toContain("Export PDF");
    const viewerBoard = await boardPage(viewer);
    expect(pageText(viewerBoard)).not.toContain("Export PDF");
    expect(viewerBoard).toContain("PDF export comes with the Lite plan and above; your plan is Free.");
    expect(viewerBoard).toMatch(/data-testid="export-plan-note"[^>]*>[\s\S]*?href="\/dashboard\/settings#plan"[^>]*>Upgrade<\/a>/);

    // An editor may not unshare: the refusal is about unsharing, not about inviting members.
    const refused = await shareIt(editor, "unshare", "dashboard", dashboardId);
    expect(refused.status).toBe(403);
    const refusal = pageText(await refused.text());
    expect(refusal).toContain("Only the item's owner and the team's owner and admins can stop sharing it with the team.");
    expect(refusal).not.toContain("can invite, remove members or change roles");

    const teamsPage = pageText(await (await appFetch(`/dashboard/teams?team=${teamId}`, { jar: owner.jar })).text());
    expect(teamsPage).toContain("Viewers open and ask, and export what their own plan exports");
  });
});
