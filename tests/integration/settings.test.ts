// Settings shows the signed-in user's own account and usage, never another user's.
import { describe, expect, it } from "vitest";
import { appFetch, form } from "./helpers";
import { signedInUser } from "./workspace-helpers";

describe("/dashboard/settings", () => {
  it("shows each user their own plan and files", async () => {
    const owner = await signedInUser("lite");
    const other = await signedInUser("free");
    const added = await appFetch("/dashboard/data-analysis", { method: "POST", jar: owner.jar, body: form({ intent: "sample" }) });
    expect(added.status).toBe(303);

    // React separates adjacent text nodes with <!-- -->: compare the text as a reader sees it.
    const page = async (jar: typeof owner.jar) => (await (await appFetch("/dashboard/settings", { jar })).text()).replaceAll("<!-- -->", "");
    const mine = await page(owner.jar);
    expect(mine).toContain("Lite plan");
    expect(mine).toMatch(/Files<\/span><span class="font-medium">1 of 20/);
    expect(mine).toContain(`ws-${owner.id}@example.test`);
    expect(mine).toContain("Upgrade%20request%20from%20the%20Lite%20plan");

    const theirs = await page(other.jar);
    expect(theirs).toContain("Free plan");
    expect(theirs).toMatch(/Files<\/span><span class="font-medium">0 of 2</);
    expect(theirs).not.toContain(owner.id);
  });

  it("sends a signed-out visitor to sign in", async () => {
    const res = await appFetch("/dashboard/settings");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard%2Fsettings");
  });
});
