// `npx tsx tests/eval/generate/index.ts` regenerates tests/eval/datasets/*.csv (deterministic; the files are committed).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateSales } from "./sales";
import { generateHr } from "./hr";
import { generateMarketing } from "./marketing";
import { generateFinance } from "./finance";
import { generateInventory } from "./inventory";
import { generateSupport } from "./support";
import { generateWeb } from "./web";
import { generateSubscriptions } from "./subscriptions";
import { generateSurvey } from "./survey";
import { generateWide } from "./wide";
import { generateClinic } from "./clinic";
import { generateGrades } from "./grades";
import { generateShipping } from "./shipping";
import { generateLeague } from "./league";
import { generateLibrary } from "./library";
import { generateFlights } from "./flights";
import { generateTracks } from "./tracks";
import { generateListings } from "./listings";
import { generateElection } from "./election";
import { generateSwimHeats } from "./swim-heats";
import { generateHockeySeasons } from "./hockey-seasons";

export const DATASET_GENERATORS: Record<string, () => string> = {
  sales: generateSales,
  hr_roster: generateHr,
  marketing_campaigns: generateMarketing,
  finance_ledger: generateFinance,
  inventory: generateInventory,
  support_tickets: generateSupport,
  web_analytics: generateWeb,
  subscriptions: generateSubscriptions,
  survey_results: generateSurvey,
  crm_opportunities_export: generateWide,
  clinic_appointments: generateClinic,
  school_grades: generateGrades,
  shipping_log: generateShipping,
  league_table: generateLeague,
  library_loans: generateLibrary,
  airline_flights: generateFlights,
  streaming_tracks: generateTracks,
  home_listings: generateListings,
  election_results: generateElection,
  swim_heats: generateSwimHeats,
  hockey_seasons: generateHockeySeasons,
};

const outDir = fileURLToPath(new URL("../datasets/", import.meta.url));
for (const [name, generate] of Object.entries(DATASET_GENERATORS)) {
  const csv = generate();
  writeFileSync(join(outDir, `${name}.csv`), csv);
  console.log(`${name}.csv: ${csv.split("\n").length - 2} rows, ${(csv.length / 1024).toFixed(0)} KB`);
}
