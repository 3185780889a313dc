// Browser layer, once per run in Node: check Chromium, make (or reuse) the test build, start one shared server.
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { CHROMIUM_PATH } from "../e2e/chromium";
import { startTestServer } from "./e2e-server.mjs";
import { prepareTestBuild, removeTestBuild } from "./test-build.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The frozen test build the server runs (tests/e2e/npm-start.test.ts serves it through `npm start` too). */
    testBuild: { appScript: string; reportsScript: string; clientDir: string };
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    // Never a skip: the browser layer is part of `npm test`.
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: the browser tests cannot run. Install it with:\n\n    apt-get update && apt-get install -y chromium\n`,
    );
  }
  const build = prepareTestBuild();
  let server;
  try {
    server = await startTestServer(build);
  } catch (error) {
    removeTestBuild(build);
    throw error;
  }
  console.log(`▸ Browser tests against ${server.baseURL}`);
  project.provide("baseURL", server.baseURL);
  project.provide("testBuild", { appScript: build.appScript, reportsScript: build.reportsScript, clientDir: build.clientDir });
  return async () => {
    await server.stop();
    removeTestBuild(build);
  };
}
