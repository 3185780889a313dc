// The services seam: built from bindings alone, configuration checked once, the report Worker tolerated
// without a signing secret until something signs.
import { describe, expect, it } from "vitest";
import { parseConfig } from "./env.server";
import { createServices, systemClock, type ServiceBindings } from "./services.server";

const bindings = { DB: {} as D1Database, FILES: {} as R2Bucket, JOBS: {} as Queue } satisfies ServiceBindings;
const ctx = { waitUntil: () => undefined };

describe("parseConfig", () => {
  it("refuses a production app Worker without a signing secret", () => {
    expect(() => parseConfig({})).toThrow(/SIGNING_SECRET is required in production/);
  });

  it("lets a Worker that signs nothing start without the secret, and fails only when it is used", () => {
    const config = parseConfig({}, { signs: false });
    expect(config.isLocal).toBe(false);
    expect(() => config.signingSecret).toThrow(/SIGNING_SECRET is required in production/);
  });

  it("uses a development key locally and the configured one in production", () => {
    expect(parseConfig({ ENVIRONMENT: "development" }).signingSecret).toMatch(/local-development/);
    const secret = "s".repeat(40);
    expect(parseConfig({ SIGNING_SECRET: secret, APP_ORIGIN: "https://insightlab.example" }).signingSecret).toBe(secret);
  });

  it("refuses a production app Worker without APP_ORIGIN: emailed links are never built on the request's Host", () => {
    expect(() => parseConfig({ SIGNING_SECRET: "s".repeat(40) })).toThrow(/APP_ORIGIN is required in production/);
    expect(parseConfig({ SIGNING_SECRET: "s".repeat(40), APP_ORIGIN: "https://insightlab.example/app/" }).origin).toBe("https://insightlab.example");
    expect(() => parseConfig({}, { signs: false }).origin).toThrow(/APP_ORIGIN is required in production/);
  });

  it("builds local links on APP_ORIGIN when set, else on the address npm start serves", () => {
    expect(parseConfig({ ENVIRONMENT: "development" }).origin).toBe("http://127.0.0.1:8787");
    expect(parseConfig({ ENVIRONMENT: "development", APP_ORIGIN: "http://localhost:3000" }).origin).toBe("http://localhost:3000");
  });

  it("names the setting that is wrong", () => {
    expect(() => parseConfig({ ENVIRONMENT: "staging" } as Partial<Env>)).toThrow(/ENVIRONMENT/);
  });
});

describe("createServices", () => {
  it("builds every service from the bindings, with the system clock unless one is injected", () => {
    const services = createServices({ ...bindings, ENVIRONMENT: "test" }, ctx);
    expect(services.files).toBe(bindings.FILES);
    expect(services.jobs).toBe(bindings.JOBS);
    expect(services.config.isLocal).toBe(true);
    expect(services.clock).toBe(systemClock);
    const fixed = { now: () => new Date("2026-01-02T03:04:05Z") };
    expect(createServices({ ...bindings, ENVIRONMENT: "test" }, ctx, { clock: fixed }).clock.now().toISOString()).toBe("2026-01-02T03:04:05.000Z");
  });

  it("configures the planners from AI_PLANNER: builtin never offers Workers AI", async () => {
    const services = createServices({ ...bindings, ENVIRONMENT: "production", SIGNING_SECRET: "s".repeat(40), APP_ORIGIN: "https://insightlab.example", AI_PLANNER: "builtin" as Env["AI_PLANNER"] }, ctx);
    expect(services.planner.mode).toBe("builtin");
    expect(await services.planner.workersAi()).toEqual({ unavailable: "Workers AI is switched off (AI_PLANNER=builtin)." });
    const auto = createServices({ ...bindings, ENVIRONMENT: "production", SIGNING_SECRET: "s".repeat(40), APP_ORIGIN: "https://insightlab.example" }, ctx);
    expect(auto.planner.mode).toBe("auto");
  });
});
