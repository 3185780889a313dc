// The D1 schema (drizzle). `npm run db:generate` writes migrations/ from this file.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ASSIGNABLE_ROLES, RESOURCE_TYPES, TEAM_ROLES } from "../../lib/team-permissions";

const id = () => text("id").primaryKey();
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`);

export const users = sqliteTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    fullName: text("full_name").notNull().default(""),
    plan: text("plan", { enum: ["free", "lite", "pro", "enterprise"] }).notNull().default("free"),
    /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`; null for accounts that only use an identity provider. */
    passwordHash: text("password_hash"),
    googleSub: text("google_sub"),
    firebaseUid: text("firebase_uid"),
    emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_google_sub_unique").on(t.googleSub),
    uniqueIndex("users_firebase_uid_unique").on(t.firebaseUid),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the random session id: the cookie value is never stored. */
    idHash: text("id_hash").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    /** The browser's User-Agent at sign-in (cut to 300 characters), to name the device in Settings. */
    userAgent: text("user_agent"),
    /** When the session was last used, kept to the quarter hour. */
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResetTokens = sqliteTable("password_reset_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

/** Links that confirm a user owns their email (sent at sign-up). Only the SHA-256 of the token is stored. */
export const emailVerificationTokens = sqliteTable(
  "email_verification_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId)],
);

/** Fixed-window counters for rate limits, keyed by purpose + subject (IP or account). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Outgoing mail. Locally (and in tests) this table is the mailbox; in production it is the audit of what was sent. */
export const mailOutbox = sqliteTable("mail_outbox", {
  id: id(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  /** The one link a local user needs (e.g. the reset link), printed by `npm start`. */
  link: text("link"),
  sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

export const waitlistEntries = sqliteTable(
  "waitlist_entries",
  {
    /** The position in line: an autoincrementing integer gives consecutive places without races. */
    position: integer("position").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    country: text("country").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("waitlist_email_unique").on(t.email)],
);

export const demoRequests = sqliteTable("demo_requests", {
  id: id(),
  email: text("email").notNull(),
  createdAt: createdAt(),
});

export const contactMessages = sqliteTable("contact_messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  topic: text("topic").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/** Uploaded files and their cleaned copies. Bytes live in R2; this row is the metadata. */
export const datasets = sqliteTable(
  "datasets",
  {
    id: id(),
    ownerId: text("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["original", "cleaned"] }).notNull().default("original"),
    sourceDatasetId: text("source_dataset_id"),
    format: text("format", { enum: ["csv", "xlsx", "xls", "json"] }).notNull(),
    sheet: text("sheet"),
    status: text("status", { enum: ["processing", "ready", "failed"] }).notNull().default("processing"),
    error: text("error"),
    rowCount: integer("row_count").notNull().default(0),
    columnCount: integer("column_count").notNull().default(0),
    /** The engine's schema and profile, as JSON. */
    schemaJson: text("schema_json"),
    profileJson: text("profile_json"),
    byteSize: integer("byte_size").notNull().default(0),
    originalKey: text("original_key").notNull(),
    columnarKey: text("columnar_key"),
    /** Cleaned copies: the cleaning recipe applied (engine CleaningRecipe as JSON), to show and to apply again. */
    recipeJson: text("recipe_json"),
    /** Corrections to how the file is read (engine ImportChoices as JSON: header row, date order, decimal comma). */
    importJson: text("import_json"),
    /** While a big file is read across queue messages: rows built and bytes of the file read so far (its page shows them). */
    readRows: integer("read_rows").notNull().default(0),
    readBytes: integer("read_bytes").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("datasets_owner_idx").on(t.ownerId), index("datasets_expires_idx").on(t.expiresAt)],
);

export const conversations = sqliteTable(
  "conversations",
  {
    id: id(),
    ownerId: text("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    datasetId: text("dataset_id").notNull().references(() => datasets.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("conversations_owner_idx").on(t.ownerId)],
);

export const messages = sqliteTable(
  "messages",
  {
    id: id(),
    conversationId: text("conversation_id").notNull().references(() => conversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    /** For assistant messages: the answer JSON (plan, table, chart, receipt, planner). */
    answerJson: text("answer_json"),
    createdAt: createdAt(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId)],
);

/** Saved answers, the building blocks of reports and dashboards. */
export const analyses = sqliteTable(
  "analyses",
  {
    id: id(),
    ownerId: text("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    datasetId: text("dataset_id").notNull().references(() => datasets.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    question: text("question").notNull(),
    answerJson: text("answer_json").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("analyses_owner_idx").on(t.ownerId)],
);

/** Monthly usage counters per user and metric (ai_query, cleaning, export, upload). */
export const usageCounters = sqliteTable(
  "usage_counters",
  {
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    metric: text("metric").notNull(),
    period: text("period").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.metric, t.period] })],
);

/** Background jobs sent through the JOBS queue, and their outcome. */
export const jobs = sqliteTable("jobs", {
  id: id(),
  ownerId: text("owner_id"),
  type: text("type").notNull(),
  status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull().default("queued"),
  progress: integer("progress").notNull().default(0),
  inputJson: text("input_json").notNull(),
  resultKey: text("result_key"),
  error: text("error"),
  /** Waiting, unsent, behind its owner's job of the same type still in the queue (enqueue.server.ts: fair turns). */
  held: integer("held", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
});

/** Reports: saved analyses collected under a title, rendered to files by the report Worker. */
export const reports = sqliteTable(
  "reports",
  {
    id: id(),
    ownerId: text("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("reports_owner_idx").on(t.ownerId)],
);

/** A report's analyses in their order, each with the author's optional note. */
export const reportAnalyses = sqliteTable(
  "report_analyses",
  {
    reportId: text("report_id").notNull().references(() => reports.id, { onDelete: "cascade" }),
    analysisId: text("analysis_id").notNull().references(() => analyses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    note: text("note"),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.analysisId] })],
);

/** Dashboards: tiles (saved analyses, KPIs, text) arranged on a grid by their owner. */
export const dashboards = sqliteTable(
  "dashboards",
  {
    id: id(),
    ownerId: text("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("dashboards_owner_idx").on(t.ownerId)],
);

/**
 * A dashboard's tiles and their grid cells (12 columns; rows of a fixed height). Analysis and KPI tiles run
 * their saved analysis again on the current data when the dashboard is viewed; a text tile shows its body.
 */
export const dashboardTiles = sqliteTable(
  "dashboard_tiles",
  {
    id: id(),
    dashboardId: text("dashboard_id").notNull().references(() => dashboards.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["analysis", "text", "kpi"] }).notNull(),
    /** Analysis and KPI tiles: the saved analysis (its deletion removes the tile). */
    analysisId: text("analysis_id").references(() => analyses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    note: text("note"),
    /** Text tiles: the text shown. */
    body: text("body"),
    x: integer("x").notNull(),
    y: integer("y").notNull(),
    w: integer("w").notNull(),
    h: integer("h").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("dashboard_tiles_dashboard_idx").on(t.dashboardId)],
);

/**
 * Files rendered through the queue: a whole report (reportId), a dashboard (dashboardId), one saved analysis
 * (analysisId) or one answer of a conversation (messageId). The job's
 * status and message live in `jobs` (same id); this row says what to render and where the file is.
 */
export const reportExports = sqliteTable(
  "report_exports",
  {
    /** The job's id: one file per job, so a redelivered message overwrites rather than adds. */
    id: id(),
    ownerId: text("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    reportId: text("report_id").references(() => reports.id, { onDelete: "cascade" }),
    analysisId: text("analysis_id").references(() => analyses.id, { onDelete: "cascade" }),
    /** A quick export of one answer in a conversation (not saved as an analysis). */
    messageId: text("message_id").references(() => messages.id, { onDelete: "cascade" }),
    /** A dashboard exported as a report: its analysis and KPI tiles in reading order. */
    dashboardId: text("dashboard_id").references(() => dashboards.id, { onDelete: "cascade" }),
    /** The chart type the user switched to ("bar", "line", "pie"), for chart images. */
    chartKind: text("chart_kind", { enum: ["bar", "line", "pie"] }),
    /** "zip": the owner's whole data archive (Settings → Download all my data), with no report or analysis. */
    format: text("format", { enum: ["pdf", "pptx", "xlsx", "csv", "json", "png", "svg", "zip"] }).notNull(),
    /**
     * "Run this report on a new file": the report ran on `toDatasetId` in place of `fromDatasetId`, with the previous
     * column ids mapped to the new file's (JSON of RerunSpec), its figures compared with the previous file's.
     */
    rerunJson: text("rerun_json"),
    /** The download's file name, safe for Content-Disposition: "Q3 Review.pdf". */
    fileName: text("file_name").notNull(),
    fileKey: text("file_key"),
    byteSize: integer("byte_size"),
    createdAt: createdAt(),
  },
  (t) => [index("report_exports_owner_idx").on(t.ownerId)],
);

/** Teams (Enterprise): a group of users who share datasets, analyses, reports and dashboards. */
export const teams = sqliteTable(
  "teams",
  {
    id: id(),
    name: text("name").notNull(),
    /** The member with the owner role; kept here too so a team always has exactly one. */
    ownerId: text("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("teams_owner_idx").on(t.ownerId)],
);

export const teamMembers = sqliteTable(
  "team_members",
  {
    teamId: text("team_id").notNull().references(() => teams.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: TEAM_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index("team_members_user_idx").on(t.userId)],
);

/** Invitations by email: the link carries a signed, expiring token; only its SHA-256 is stored. */
export const teamInvites = sqliteTable(
  "team_invites",
  {
    id: id(),
    teamId: text("team_id").notNull().references(() => teams.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ASSIGNABLE_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").notNull().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** When the link was accepted or declined: a used link never works again. */
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    outcome: text("outcome", { enum: ["accepted", "declined"] }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("team_invites_token_unique").on(t.tokenHash), index("team_invites_team_idx").on(t.teamId)],
);

/** A resource its owner shared with a team; members reach it with their role's permissions. */
export const shares = sqliteTable(
  "shares",
  {
    id: id(),
    teamId: text("team_id").notNull().references(() => teams.id, { onDelete: "cascade" }),
    resourceType: text("resource_type", { enum: RESOURCE_TYPES }).notNull(),
    resourceId: text("resource_id").notNull(),
    sharedBy: text("shared_by").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("shares_team_resource_unique").on(t.teamId, t.resourceType, t.resourceId),
    index("shares_resource_idx").on(t.resourceType, t.resourceId),
  ],
);

/**
 * Who did what: uploads, deletions, changes, shares, role changes, member changes, exports. `teamId` is the log
 * it belongs to: team actions, and what members do to items shared with that team (one row per team). A
 * member's own actions on unshared items have none and show in no team's log (app/server/teams/audit.server.ts).
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    teamId: text("team_id").references(() => teams.id, { onDelete: "cascade" }),
    actorId: text("actor_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    resourceType: text("resource_type"),
    resourceId: text("resource_id"),
    detailsJson: text("details_json").notNull().default("{}"),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("audit_log_team_idx").on(t.teamId, t.at), index("audit_log_actor_idx").on(t.actorId, t.at)],
);

/** Custom branding (Pro, Enterprise): the logo (in R2 under the owner's prefix) and accent colour on report covers. */
export const branding = sqliteTable("branding", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  /** "#7c3aed" */
  accentColor: text("accent_color"),
  logoKey: text("logo_key"),
  logoType: text("logo_type", { enum: ["image/png", "image/jpeg"] }),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
});

/** Plan upgrade requests from Settings: recorded here and confirmed by email (no payment provider yet). */
export const upgradeRequests = sqliteTable(
  "upgrade_requests",
  {
    id: id(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    currentPlan: text("current_plan").notNull(),
    requestedPlan: text("requested_plan").notNull(),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [index("upgrade_requests_user_idx").on(t.userId)],
);
