export interface TestBuild {
  dir: string;
  appScript: string;
  reportsScript: string;
  clientDir: string;
  /** True when this process made the build (and removes it). */
  owned: boolean;
}
export const ROOT: string;
export function testBuildPaths(dir: string): Omit<TestBuild, "owned">;
export function prepareTestBuild(options?: { log?: (line: string) => void; keep?: boolean }): TestBuild;
export function removeTestBuild(build: TestBuild): void;
