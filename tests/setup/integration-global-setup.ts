// Integration layer, once per run in Node: make (or reuse) the test build and hand its paths to the pool config.
import type { TestProject } from "vitest/node";
import { prepareTestBuild, removeTestBuild } from "./test-build.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    testBuild: { appScript: string; reportsScript: string; clientDir: string };
  }
}

export default function setup(project: TestProject) {
  const build = prepareTestBuild();
  project.provide("testBuild", { appScript: build.appScript, reportsScript: build.reportsScript, clientDir: build.clientDir });
  return () => removeTestBuild(build);
}
