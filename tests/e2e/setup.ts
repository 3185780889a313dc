// Wires the browser harness into every e2e test file.
import { afterAll, afterEach } from "vitest";
import { closeBrowser, finishTest } from "./harness";

afterEach(async ({ task }) => {
  await finishTest(task);
});

afterAll(closeBrowser);
