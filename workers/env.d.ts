// Secrets and optional settings that `wrangler types` cannot see (they live in .dev.vars locally
// and in `wrangler secret put` in production). Merged into the generated `Env` interface.
interface Env {
  /** HMAC key for signed download links and OAuth state (required in production). */
  SIGNING_SECRET?: string;
  /** "development" locally: relaxes the Secure cookie flag on http://127.0.0.1 and prints mail to the console. */
  ENVIRONMENT?: string;
  /** Public origin used in emailed links (e.g. https://insightlab.example). Defaults to the request's origin. */
  APP_ORIGIN?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** Identity-provider ID tokens accepted by /api/auth/firebase-sync. */
  ID_TOKEN_ISSUER?: string;
  ID_TOKEN_AUDIENCE?: string;
  ID_TOKEN_JWKS_URL?: string;
  /** A JWKS as JSON, used instead of the URL (tests, air-gapped installs). */
  ID_TOKEN_JWKS?: string;
  /** Outgoing mail through an HTTP API in production (optional; otherwise the D1 outbox). */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** Set only by the browser/integration test harness. */
  TEST_ROUTES?: string;
}

// Settings of the report Worker alone, merged into its generated `ReportEnv`.
interface ReportEnv {
  /** Bytes of a file one queue message reads before handing on (queued-ingest.server.ts); tests set a tiny one. */
  INGEST_SLICE_BYTES?: string;
}
