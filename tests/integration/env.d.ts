// Types for the integration pool: the cloudflare:test module, its extra binding, and `exports` of the app Worker.
/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from "cloudflare:test";
import type * as appWorker from "../../workers/app";

declare global {
  namespace Cloudflare {
    interface Env {
      /** The real migrations (migrations/*.sql), read by vitest.integration.config.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof appWorker;
    }
  }
}
