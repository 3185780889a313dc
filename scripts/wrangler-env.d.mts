export const WRANGLER_ENV: NodeJS.ProcessEnv;
export function devArgs(options: {
  port: number;
  persistTo: string;
  vars?: Record<string, string>;
  prebuilt?: { appScript: string; clientDir: string };
}): string[];
export function migrateArgs(options: { persistTo: string }): string[];
