// Every dataset's questions, in a fixed order (the dev/held-out split depends on it).
import type { DatasetQuestions } from "../types";
import { sales } from "./sales";
import { hr } from "./hr";
import { marketing } from "./marketing";
import { finance } from "./finance";
import { inventory } from "./inventory";
import { support } from "./support";
import { web } from "./web";
import { subscriptions } from "./subscriptions";
import { survey } from "./survey";
import { crm } from "./crm";
import { clinic } from "./clinic";
import { grades } from "./grades";
import { shipping } from "./shipping";
import { league } from "./league";
import { library } from "./library";
import { flights } from "./flights";
import { tracks } from "./tracks";
import { listings } from "./listings";
import { election } from "./election";
import { swimHeats } from "./swim-heats";
import { hockeySeasons } from "./hockey-seasons";

/** Strangers' tables (issue #27): written to look like files nobody here tuned for; reported and gated apart. */
export const STRANGERS_TABLES: readonly DatasetQuestions[] = [clinic, grades, shipping, league, library, flights, tracks, listings, election, swimHeats, hockeySeasons];

export const ALL_DATASET_QUESTIONS: DatasetQuestions[] = [sales, hr, marketing, finance, inventory, support, web, subscriptions, survey, crm, ...STRANGERS_TABLES];

/** Whether a dataset of our own sets is one of the strangers' tables. */
export const isStrangersTable = (dataset: string): boolean => STRANGERS_TABLES.some((set) => set.dataset === dataset);
