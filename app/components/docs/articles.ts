// The documentation articles (SPEC §2 "Documentation page", §3): title, description, icon, category and
// markdown-like content. Plan figures are rendered from the plan table, so they can never disagree with it.
import { formatFileSize } from "~/lib/format-file-size";
import {
  PLANS,
  formatExportFormats,
  formatPrice,
  formatRetention,
  getPlan,
  type Limit,
  type Plan,
} from "~/lib/plans";

export type DocCategory = "Basics" | "Advanced" | "Examples" | "Visualization" | "Export";
export type DocIcon = "rocket" | "upload" | "sparkles" | "wand" | "briefcase" | "lightbulb" | "chart" | "share";

export interface DocArticle {
  slug: string;
  title: string;
  description: string;
  icon: DocIcon;
  category: DocCategory;
  content: string;
}

/** The tabs of the page. Examples articles have no tab of their own: they are listed only under All. */
export const DOC_TABS = [
  { value: "all", label: "All" },
  { value: "basics", label: "Basics", category: "Basics" },
  { value: "advanced", label: "Advanced", category: "Advanced" },
  { value: "visualization", label: "Visualization", category: "Visualization" },
  { value: "export", label: "Export", category: "Export" },
] as const satisfies readonly { value: string; label: string; category?: DocCategory }[];

export type DocTab = (typeof DOC_TABS)[number]["value"];

export function isDocTab(value: unknown): value is DocTab {
  return DOC_TABS.some((t) => t.value === value);
}

const limit = (value: Limit, unit: string) => (value === null ? "Unlimited" : `${value} ${unit}`);
const priceCell = (plan: Plan) => (plan.monthlyPrice === null ? "Custom" : `${formatPrice(plan.monthlyPrice)}/month`);

/** One markdown-like table row per plan, from the plan table. */
function planTable(columns: readonly [header: string, cell: (plan: Plan) => string][]): string {
  const header = `| Plan | ${columns.map(([h]) => h).join(" | ")} |`;
  const rows = PLANS.map((p) => `| **${p.name}** | ${columns.map(([, cell]) => cell(p)).join(" | ")} |`);
  return [header, `|${"---|".repeat(columns.length + 1)}`, ...rows].join("\n");
}

const free = getPlan("free");
const pro = getPlan("pro");

const GETTING_STARTED = `InsightLab answers questions about your business data in plain English. You upload a file, ask what you want to know, and get a chart, the full data table and a one-sentence answer that says what it was computed from.

## Your first analysis in five minutes
1. **Create your account** on the sign-up page with your email and a password (at least 8 characters recommended), or continue with Google.
2. **Upload a file** from Data Analysis: a CSV, Excel (.xlsx or .xls) or JSON file. For workbooks you choose the sheet.
3. **Check the preview.** InsightLab shows the detected columns with their type — number, text or date — the row count and basic statistics for each column.
4. **Ask a question** in AI Analysis, for example "total revenue by region last quarter".
5. **Follow up** with "now only for Europe" or "split that by month": the conversation keeps its context.

## What each plan includes
${planTable([
  ["Price", priceCell],
  ["Files", (p) => String(p.limits.files)],
  ["Max file size", (p) => formatFileSize(p.limits.maxFileBytes)],
  ["AI queries", (p) => limit(p.limits.aiQueriesPerMonth, "/ month")],
  ["Retention", (p) => formatRetention(p.limits.retentionHours)],
])}

> Every account starts on the **Free** plan. Settings shows your plan and how much of each monthly allowance you have used; allowances reset on the first day of each month (UTC).

## Where to go next
- **Data Upload Guide** — formats, size limits and what happens to your file.
- **AI Analysis Features** — the kinds of questions InsightLab answers and how.
- **Tips for Better Results** — small habits that make answers sharper.`;

const DATA_UPLOAD = `InsightLab reads **CSV**, **Excel** (.xlsx and .xls) and **JSON** files. Your original file is stored exactly as uploaded and is never modified.

## What happens when you upload
1. **File selection** — choose a file in Data Analysis (or drop it on the upload area). Workbooks with several sheets ask which sheet to analyse.
2. **Validation** — a security and format check: the file's content must match its extension (a renamed file is refused), and only CSV, XLSX, XLS and JSON are accepted.
3. **Storage check** — the file must fit your plan's per-file size and remaining storage, and you must have a free file slot.
4. **Processing** — InsightLab detects the header row, splits the columns and infers each column's type: **number** (including currency and percentages), **text** or **date**. It counts rows and computes basic statistics (missing values, distinct values, minimum, maximum, average).
5. **Ready for analysis** — the preview shows the first rows; the file appears in your list with its expiry date.

## Limits per plan
${planTable([
  ["Files kept", (p) => String(p.limits.files)],
  ["Max file size", (p) => formatFileSize(p.limits.maxFileBytes) + (p.limits.customStorage ? " (custom)" : "")],
  ["Total storage", (p) => formatFileSize(p.limits.storageBytes) + (p.limits.customStorage ? " (custom)" : "")],
  ["Kept for", (p) => formatRetention(p.limits.retentionHours)],
])}

> Files are deleted automatically when their retention period ends, together with everything derived from them, saved analyses included. You can delete a file yourself at any time.

## Preparing your file
- Put **column names in the first row**, one table per sheet, no merged cells or subtotal rows.
- Use one column per field: a date column, an amount column, a category column.
- JSON files should be an **array of objects** with the same keys (\`[{"region": "West", "revenue": 1200}, …]\`).
- CSV files may use commas, semicolons or tabs; UTF-8 is recommended, and common legacy encodings are detected.
- Files above **10 MB** take longer to process: remove columns you do not need before uploading.

## When InsightLab had to guess
Some files do not say everything: titles above the table, dates such as 03/04/2024 that read either way, amounts such as 9.000 that are nine thousand in a German file and nine in an American one. Every file's page shows **How this file was read**: which row holds the column names (and how many rows above it were skipped), which mark each number column uses for decimals and which for thousands (with what 9.000 was read as, and why), whether each date column was read month first or day first, and each column's type and unit. What the file did not settle — a guess — comes first, marked **Check**. Beside each reading is its correction: one click reads the file again the other way. To change several things at once, open **Correct how it was read**, give the header row, how dates are written, the decimal separator and column types, then choose **Read the file again**: the file is read with your answers, which are kept with it. Your next upload whose columns match the ones this file had before your corrections is read the same way.

## Privacy
Only you can open your files. They are stored in encrypted object storage under your account and are analysed by InsightLab's own engine.`;

const AI_ANALYSIS = `Ask questions the way you would ask a colleague. InsightLab turns each question into an **analysis plan** — which rows to keep, how to group them and what to calculate — runs it with its own analysis engine and shows you the result.

## What you get with every answer
- A **chart** suited to the result (see the Visualization Guide).
- The **data table** behind the chart, always.
- A **one-sentence answer** naming the key figure and what it was computed from (rows, filters and periods).
- The **plan itself**, in plain words, so you can check how your question was understood.

## Questions InsightLab answers
- **Totals and averages** — "What was total revenue in 2024?", "Average order value by channel".
- **Breakdowns** — "Revenue by region and product category".
- **Trends over time** — "Monthly sign-ups this year", "Weekly tickets by priority"; dates group by day, week, month, quarter, year or weekday.
- **Rankings** — "Top 10 customers by revenue", with the rest grouped as Others.
- **Shares and changes** — "Each region's share of sales", "Change in revenue versus last quarter".
- **Business ratios** — "Cost per click by channel", "Conversion rate in 2024", "Return on ad spend", "What percentage of revenue came from North?"; the answer's notes give the formula used (for example "Cost per click = total Spend ÷ total Clicks"), and a ratio whose columns your file lacks is refused rather than guessed.
- **Yes/no checks** — "Did any month exceed $100k?", "Did revenue grow from 2023 to 2024?" (the two years compared), "Is North growing?" (rising only when the fitted trend is clearly larger than the month-to-month swings; otherwise the answer says there is no clear trend).
- **Finding rows** — "Show orders over $5,000 from Germany".

## Follow-up questions
Each conversation keeps its context. After "revenue by region", you can say "only 2024", "as a pie chart" or "now by month" and InsightLab adjusts the previous analysis instead of starting over.

## How the AI is used
The AI model reads only your **column names and types, summary statistics and a few sample values** — never the whole file — and proposes a plan. The plan is checked against your data and executed by InsightLab's engine, so every number comes from your actual rows. No code written by a model is ever run. InsightLab's own built-in planner answers first when it is sure how to read your question; the AI model is asked only when it is not. If the two read a question differently and get different answers, you see both readings and are asked which one you meant. If the AI service is unavailable, a question the built-in planner is not sure of is answered with a question back — which column you mean — rather than a guess. Each answer's "How this was answered" says which planner produced it.

## Query allowances
${planTable([["AI queries", (p) => limit(p.limits.aiQueriesPerMonth, "per month")]])}

> When an allowance runs out, InsightLab tells you and offers an upgrade; your files and earlier answers stay available.`;

const DATA_CLEANING = `Messy data gives misleading answers: a row entered twice counts twice, "north" and "North " count as two regions, and "$1,200" typed as text cannot be added up. InsightLab finds these problems, shows what fixing them would change, and saves the result as a cleaned copy — your original file is never changed.

## How to clean a file
1. Open the file on the **Data Analysis** page and choose **Clean data**.
2. Choose a level (Moderate is preselected). Each level lists what it does.
3. Review the recommendations. Each one says how many values or rows it changes and why; untick any you want kept as they are, then choose **Update preview**.
4. Check the preview: the effect on your answers over the whole file (rows, blank cells and the totals of your main number columns, before and after, with the change in %), and a sample of the rows that change, with each changed cell shown before → after.
5. Choose **Apply**. InsightLab saves a new file named \`Clean_\` followed by your file's name, listed under the original.

Cleaning works the same without JavaScript: every step is a plain form.

## The three levels
- **Conservative** — removes rows that repeat an earlier one value for value (a date however it was written, "$1,200" as 1200; the recommendation lists the pairs and says which are identical in the file and which only match once read), trims stray spaces, writes each category one way ("north", "North " → "North"), and names the columns that follow from others (revenue = units × unit_price on 99 % or more of complete rows). Nothing changes what a value means.
- **Moderate** (recommended) — everything in Conservative, plus: fills a blank amount from its own row when the table carries the relation ("fill 47 blank revenue values from units × unit_price", with the rows), and leaves other blank amounts, counts and quantities blank, saying how many rows lack them — cleaning never puts a made-up figure in your totals; marks outliers as suspect (judged per product or other category when one explains the spread, money on a log scale; a row whose revenue equals its units × unit_price is never flagged for its revenue): the value stays, and a yes/no column such as "revenue suspect" lets you ask "total revenue excluding revenue suspect"; offers the median, the most common value or the previous value (in a regular time series) for blank attributes that do not add up, such as age or region, unticked; merges likely misspellings into a much more common spelling ("Widgte" → "Widget"), and converts numbers and dates stored as text ("$1,200" → 1,200). In text columns a spreadsheet error or null marker written in place of a value — "#N/A", "null", "-" — counts as missing; "N/A" and "Unknown" stay values, as they can be real answers.
- **Aggressive** — everything in Moderate, plus: removes rows that repeat an earlier one apart from spaces and capitals, offers to cap outliers to the nearest ordinary value (unticked, and never on a column tied to others, where changing one value would make its row contradict itself), clears impossible values (negative quantities or prices, percentages over 100 %, future dates in a column of past events; never in columns tied to others) and drops columns that are almost empty (90 % or more blank).

Columns that identify things — order ids, product codes, SKUs, postcodes, phone numbers — are never changed at any level.

## AI suggestions
At Moderate and Aggressive, when Workers AI is available, it reads the different values of each category column and may suggest merging values that name the same thing in different ways — "NY" and "New York", "UK" and "United Kingdom". Such a suggestion is marked **AI** in the list and starts **unticked**: it is applied only if you tick it and apply. Before you see it, InsightLab checks it against your file — every value it names must be a value of that one column, and the count and reason shown are computed from your data, not taken from the AI. Anything else (a column or value the file does not have, a merge across columns) is dropped. When Workers AI is not available, the checks above are the whole review and nothing else changes.

## After cleaning
- Later questions about the file are answered from its cleaned copy, and each answer is labelled **Using cleaned data**. On the AI Analysis page, **Use the original instead** switches back with one click (and **Use cleaned data** returns to the copy).
- Cleaning the same file again replaces its earlier cleaned copy.
- A newer upload with exactly the same columns (next month's export of the same report, say) offers **Use the same choices**: the level and the recommendations you kept last time (AI merges you ticked included, checked again against the new file), ticked for you to review before applying.
- Files with more than 2,000,000 values (rows × columns) are too large to preview: you choose the level and InsightLab cleans them in the background with every recommendation of that level (AI suggestions need your review, so they are not part of it), showing its progress on the file's page and then the Clean_ copy. Files with more than 5,000,000 values cannot be cleaned yet; InsightLab says so when you try.
- The cleaned copy keeps the recipe that made it (the level and the steps you kept), expires with its original, and is deleted with it. It counts as a file towards your plan's files and storage.

## Cleaning allowances
${planTable([["AI cleanings", (p) => limit(p.limits.cleaningsPerMonth, "per month")]])}

> When your plan's cleanings for the month are used, InsightLab says so and offers an upgrade; your files and earlier cleaned copies stay available.`;

const USE_CASES = `Examples of questions teams ask InsightLab, by department. Replace the column names with your own.

## Sales
- "Total revenue by region last quarter"
- "Top 10 customers by revenue this year, with the rest as Others"
- "Monthly revenue for 2024 compared with 2023"
- "Which sales rep closed the most deals in March?"

## Marketing
- "Leads by channel per month"
- "Cost per acquisition by campaign, lowest first"
- "Share of sign-ups from paid search"

## Operations and supply chain
- "Average delivery time by carrier"
- "Orders shipped late per week this quarter"
- "Stock value by warehouse"

## HR
- "Headcount by department"
- "Turnover by department and tenure band"
- "Average time to hire per month"

## Finance
- "Expenses by cost center this year"
- "Change in operating costs versus last quarter"
- "Invoices over $10,000 that are unpaid"

## Customer support
- "Tickets by priority per week"
- "Median first response time by team"
- "Is ticket volume growing?"`;

const TIPS = `A few habits make answers faster and more precise.

## Prepare the file
- **Name columns clearly** — "Order Date" and "Revenue" beat "Col1" and "Amt".
- **Keep one fact per column** — split "Berlin, Germany" into City and Country if you want to group by country.
- **Fix gaps at the source** — answers leave out rows with missing values (and say how many), so fill important gaps in your spreadsheet before uploading.

## Ask well
- **Name the measure and the grouping** — "sum of revenue by region" is clearer than "how are regions doing?".
- **Use your column names** — InsightLab matches them, including common synonyms.
- **Say the period** — "last quarter", "in 2024", "since March". Relative periods are counted from the **latest date in your data**, not today's date.
- **One question at a time**, then refine with follow-ups.

## Check the answer
- Read the **plan** shown with each answer: filters, grouping and measures.
- The one-sentence summary names the rows and periods it used.
- If something was misunderstood, rephrase with the exact column name.`;

const VISUALIZATION = `Every answer shows a chart chosen for the shape of the result, and always the data table.

## How charts are chosen
- **Bar charts** compare categories — revenue by region, tickets by team.
- **Line charts** show time series — any result grouped by day, week, month, quarter or year.
- **Pie charts** show shares of a whole, only when there are **7 or fewer** categories; with more, a bar chart is clearer.
- **Tables only** — single figures and row listings are shown as a table (the summary sentence states the figure).

You can ask for another chart type in a follow-up ("as a line chart"); it is used when it suits the result.

## Reading charts
- Long axis labels are **rotated 45 degrees** so they stay readable.
- Hover a bar, point or slice to see its exact value (charts are interactive when JavaScript is on).
- Numbers keep their units: currency, percentages and dates are formatted as in your file. Columns named for money (Revenue, Price, Salary, Spend…) read as money with two decimals in tables and downloads, large figures shortened in sentences and charts (228K); quarters read "Q1 2024".
- Amounts (revenue, units, hours worked) are added up when you rank or group them; prices, rates, scores, ages and durations are averaged; "per order" or "average" asks for the average. Each number column's card on the file page says which it is, and the answer's "How this was answered" says which was used. Sentences and chart titles say which rows they cover ("in Mar 2024", "(Region is North)", "top 3").

## Large datasets
The browser shows **at most 5,000 rows** of any table. Larger results are aggregated on the server, so charts stay fast and accurate however big the file is. Files above 10 MB take longer to process.

## Keeping answers
- **Save as analysis** — keep an answer with its chart; saved analyses are listed on your dashboard.
- **Reports** — put saved analyses together under a title in **Reports** and download them as PDF, PowerPoint or Excel (see Export & Sharing).
- **Dashboards** — arrange saved analyses, KPI figures and notes as tiles in **Dashboard Builder**.`;

const EXPORT_SHARING = `Take your answers out of InsightLab as files: one answer's table or chart, or a whole report.

## One answer
Under any answer in **AI Analysis**, choose **Export as**:
- **CSV** — the answer's table as it reads in the app (Excel opens it with accents and currency symbols intact). Cells that start with \`=\`, \`+\`, \`-\` or \`@\` are written with a leading apostrophe, so a spreadsheet never runs them as formulas.
- **JSON** — the same table for other programs: numbers stay numbers, dates are ISO dates, each column with its type.
- **PNG** — the chart as an image at twice its size (crisp on high-density screens and in print), in the chart type you chose.
- **SVG** — the chart as a vector image, with its font inside (it looks the same on a computer without Inter).

## Reports
In **Reports**, create a report from your saved analyses (use **Save as analysis** on the answers you want): give it a **title** and an optional subtitle, put the analyses in order with the **Up** and **Down** buttons (or drag them), and add a note to any of them. Then export it as:
- **PDF** — a cover with the title, the date, the datasets and the contents, then each analysis with its chart, answer, "how this was answered" and its table (long tables continue over pages); page numbers on every page.
- **PowerPoint** (.pptx) — a title slide and one slide per analysis with an editable PowerPoint chart (bar, line and pie) or the table, and "how this was answered" in the speaker notes.
- **Excel** (.xlsx) — a sheet with the report's details, then one sheet per analysis with its table: numbers as numbers with their formats, dates as dates.

Every export re-runs the analyses on your file's current data (the cleaned copy when there is one), so the figures are fresh.

## Run a report on a new file
When next month's file arrives, upload it, open the report and use **Run this report on a new file**: choose the new upload and **Check the columns**. InsightLab looks for every column the report uses in the new file by its name and type. A column that was renamed (say *Revenue* is now *Net Revenue*) is offered with the new file's most likely match: check it, tick the box to confirm it holds the same data, choose PDF, PowerPoint or Excel and run the report. If the new file has no column for something the report needs, the page says which one and the report cannot run on it.

The file shows the new figures with every figure that changed since the original file **highlighted** (in Excel, a comment on the cell gives the previous value), a short list of the changes under each answer, and the original file named on the cover. It counts as one export.

## Download links
Files are made on our servers; the export's page shows its progress and refreshes itself until the file is ready (no JavaScript needed). Its **download link works for 24 hours** and only as given: a changed link is refused, an expired one offers **Generate a new link**. Anyone holding a link can download the file until it expires, so share it with care.

## Exports per plan
${planTable([
  ["Exports", (p) => limit(p.limits.exportsPerMonth, "per month")],
  ["Formats", (p) => formatExportFormats(p.limits.exportFormats)],
])}

An export that fails is not counted. Past your plan's monthly exports, or for a format your plan does not include, InsightLab says so and offers an upgrade.`;

export const DOC_ARTICLES: readonly DocArticle[] = [
  {
    slug: "getting-started",
    title: "Getting Started",
    description: "Create your account, upload your first file and ask your first question in five minutes.",
    icon: "rocket",
    category: "Basics",
    content: GETTING_STARTED,
  },
  {
    slug: "data-upload-guide",
    title: "Data Upload Guide",
    description: `Supported formats (CSV, Excel, JSON), size limits from ${formatFileSize(free.limits.maxFileBytes)} to ${formatFileSize(pro.limits.maxFileBytes)} and beyond, and what happens to your file.`,
    icon: "upload",
    category: "Basics",
    content: DATA_UPLOAD,
  },
  {
    slug: "ai-analysis-features",
    title: "AI Analysis Features",
    description: "Ask in plain English and get charts, tables and answers; follow-up questions keep the context.",
    icon: "sparkles",
    category: "Advanced",
    content: AI_ANALYSIS,
  },
  {
    slug: "data-cleaning",
    title: "Data Cleaning",
    description: "Clean a file at one of three levels: review the recommendations, preview the effect on your totals, and save a Clean_ copy.",
    icon: "wand",
    category: "Advanced",
    content: DATA_CLEANING,
  },
  {
    slug: "common-use-cases",
    title: "Common Use Cases",
    description: "Example questions for sales, marketing, operations, HR, finance and support teams.",
    icon: "briefcase",
    category: "Examples",
    content: USE_CASES,
  },
  {
    slug: "tips-for-better-results",
    title: "Tips for Better Results",
    description: "How to prepare files and phrase questions so answers are fast and precise.",
    icon: "lightbulb",
    category: "Examples",
    content: TIPS,
  },
  {
    slug: "visualization-guide",
    title: "Visualization Guide",
    description: "How bar, line and pie charts are chosen, reading charts, large datasets and saving answers.",
    icon: "chart",
    category: "Visualization",
    content: VISUALIZATION,
  },
  {
    slug: "export-sharing",
    title: "Export & Sharing",
    description: "Export an answer as CSV, JSON, PNG or SVG, or a report of several analyses as PDF, PowerPoint or Excel, through a download link that works for 24 hours.",
    icon: "share",
    category: "Export",
    content: EXPORT_SHARING,
  },
];

/** Articles of a tab: every article under All, one category otherwise (Examples appear only under All). */
export function articlesForTab(tab: DocTab, articles: readonly DocArticle[] = DOC_ARTICLES): DocArticle[] {
  const entry = DOC_TABS.find((t) => t.value === tab);
  if (!entry || !("category" in entry)) return [...articles];
  return articles.filter((a) => a.category === entry.category);
}

/** The search box: a case-insensitive match on the title or the description. */
export function searchArticles(term: string, articles: readonly DocArticle[]): DocArticle[] {
  const needle = term.trim().toLocaleLowerCase("en");
  if (!needle) return [...articles];
  return articles.filter((a) => a.title.toLocaleLowerCase("en").includes(needle) || a.description.toLocaleLowerCase("en").includes(needle));
}

/** 'Found N result(s) for "term"'. */
export function resultsLabel(count: number, term: string): string {
  return `Found ${count} result(s) for "${term.trim()}"`;
}
