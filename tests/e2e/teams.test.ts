// Teams in Chromium: an Enterprise owner makes a team and invites a colleague, who opens the link from the local
// outbox and joins as a viewer; the owner shares a report; the viewer finds it under Shared with me, reads it,
// has no Delete button, and a delete sent anyway is refused. A Free user sees the upgrade prompt. Without
// JavaScript: creating a team, inviting and accepting all work as plain form posts.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, newPage, signUp, waitForHydration } from "./harness";

async function setPlan(page: Page, email: string, plan: "free" | "enterprise"): Promise<void> {
  const res = await page.request.post("/__test/plan", { form: { email, plan }, headers: { Origin: baseURL } });
  expect(await res.json()).toEqual({ updated: 1 });
}

/** The link in the newest mail to `email` (test builds' /__test/outbox), as a path on this server. */
async function mailedLink(page: Page, email: string): Promise<string> {
  const mail = (await (await page.request.get(`/__test/outbox?to=${encodeURIComponent(email)}`)).json()) as { subject: string; link: string } | null;
  expect(mail?.subject).toMatch(/^Join .+ on InsightLab$/);
  const url = new URL(mail!.link);
  return url.pathname + url.search;
}

async function createTeam(page: Page, name: string): Promise<void> {
  await page.goto("/dashboard/teams");
  await page.getByLabel("Team name").fill(name);
  await page.getByRole("button", { name: "Create team" }).click();
  await page.getByRole("heading", { name, exact: true }).waitFor();
}

async function inviteViewer(page: Page, email: string): Promise<void> {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Role").selectOption("viewer");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await page.getByTestId("pending-invites").getByText(email).waitFor();
}

function salesCsv(): string {
  const lines = ["Region,Revenue"];
  for (let i = 0; i < 12; i++) lines.push(`${["North", "South", "East"][i % 3]},${100 + i * 10}`);
  return lines.join("\n") + "\n";
}

/** Upload, ask, save the answer and make a report of it titled `title`; returns the report's path. */
async function makeReport(page: Page, title: string): Promise<string> {
  await page.goto("/dashboard/data-analysis");
  await page.locator('input[type="file"]').setInputFiles({ name: "team-sales.csv", mimeType: "text/csv", buffer: Buffer.from(salesCsv()) });
  await page.getByRole("button", { name: "Upload file" }).click();
  await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await page.getByRole("link", { name: "Ask a question" }).click();
  await page.waitForURL(/ai-analysis/);
  await waitForHydration(page);
  await page.getByLabel("Your question").fill("total revenue by region");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  const answer = page.getByTestId("answer").last();
  await answer.waitFor({ timeout: 15_000 });
  await answer.getByRole("button", { name: "Save as analysis" }).click();
  await answer.getByRole("button", { name: "Saved as an analysis" }).waitFor();
  await page.goto("/dashboard/reports");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Create report" }).click();
  await page.waitForURL(/\/dashboard\/reports\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

describe("teams with JavaScript", () => {
  it("an Enterprise owner invites a member through the mailed link, shares a report; the member reads it as a viewer and cannot delete it", { timeout: 120_000 }, async () => {
    const ownerPage = await newPage();
    const owner = await signUp(ownerPage, { firstName: "Olivia" });
    await setPlan(ownerPage, owner.email, "enterprise");
    const memberPage = await newPage();
    const member = await signUp(memberPage, { firstName: "Marco" });

    await createTeam(ownerPage, "Sales Ops");
    await inviteViewer(ownerPage, member.email);

    await memberPage.goto(await mailedLink(memberPage, member.email));
    await memberPage.getByRole("heading", { name: "Join Sales Ops" }).waitFor();
    await waitForHydration(memberPage);
    await memberPage.getByRole("button", { name: "Accept and join" }).click();
    await memberPage.waitForURL(/\/dashboard\/teams\?team=/);
    expect(await memberPage.getByTestId("member-list").textContent()).toContain(member.email);

    const reportPath = await makeReport(ownerPage, "Team Review");
    await ownerPage.getByTestId("share-with-team").getByLabel("Team").selectOption({ label: "Sales Ops" });
    await ownerPage.getByTestId("share-with-team").getByRole("button", { name: "Share", exact: true }).click();
    await ownerPage.getByTestId("share-with-team").getByText("Shared with Sales Ops").waitFor();

    await memberPage.goto("/dashboard/reports");
    await memberPage.getByTestId("shared-with-me").getByRole("link", { name: "Team Review" }).click();
    await memberPage.waitForURL(`**${reportPath}`);
    expect(await memberPage.getByTestId("shared-report-note").textContent()).toContain("You are a viewer here");
    expect(await memberPage.getByText("Delete report").count()).toBe(0);
    expect(await memberPage.getByRole("button", { name: "Save changes" }).count()).toBe(0);
    // The server refuses too, whatever the page shows.
    const refused = await memberPage.request.post(reportPath, { form: { intent: "delete", title: "x" }, headers: { Origin: baseURL }, maxRedirects: 0 });
    expect(refused.status()).toBe(403);

    // The owner's audit log names the share.
    await ownerPage.goto("/dashboard/teams");
    expect(await ownerPage.getByTestId("audit-log").textContent()).toContain("Shared with the team");
  });

  it("shows a Free user what teams are and the upgrade prompt", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await signUp(page);
    await page.goto("/dashboard/teams");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Teams");
    await page.getByTestId("teams-upgrade").getByText("Creating teams is part of the Enterprise plan").waitFor();
    expect(await page.getByRole("link", { name: "Upgrade plan" }).getAttribute("href")).toBe("/dashboard/settings#plan");
    expect(await page.getByRole("button", { name: "Create team" }).count()).toBe(0);
  });
});

describe("teams without JavaScript", () => {
  it("creates a team, invites, and the invited person accepts with form posts", { timeout: 60_000 }, async () => {
    const ownerPage = await newPage({ javaScriptEnabled: false });
    const owner = await signUp(ownerPage);
    await setPlan(ownerPage, owner.email, "enterprise");
    const memberPage = await newPage({ javaScriptEnabled: false, allowConsoleErrors: [/status of 409/] });
    const member = await signUp(memberPage);

    await createTeam(ownerPage, "Finance");
    await inviteViewer(ownerPage, member.email);

    const link = await mailedLink(memberPage, member.email);
    await memberPage.goto(link);
    await memberPage.getByRole("button", { name: "Accept and join" }).click();
    await memberPage.waitForURL(/\/dashboard\/teams\?team=/);
    await memberPage.getByRole("heading", { name: "Finance", exact: true }).waitFor();

    // The same link again: used, said plainly.
    await memberPage.goto(link);
    expect(await memberPage.getByTestId("invite-error").textContent()).toContain("already been used");
  });
});
