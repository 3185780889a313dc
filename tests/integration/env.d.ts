// Types for the integration pool: the cloudflare:test module and its extra binding. (`exports` of the app
// Worker is typed by GlobalProps.mainModule in the generated worker-configuration.d.ts.)
/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      /** The real migrations (migrations/*.sql), read by vitest.integration.config.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
