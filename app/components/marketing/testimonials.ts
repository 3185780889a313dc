// The twelve landing-page testimonials (SPEC §2, §3: quote, author, role, rating), from early-access users.

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  /** 1–5 stars. */
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: "I used to spend Monday mornings building the weekly pipeline report. Now I upload the export and ask three questions. Done before my coffee cools.",
    author: "Maya Thompson",
    role: "Sales Operations Manager",
    rating: 5,
  },
  {
    quote: "The cleaning preview sold me. I could see exactly which duplicate leads it would merge before anything changed, and my original file stayed untouched.",
    author: "Daniel Okafor",
    role: "Marketing Analyst",
    rating: 5,
  },
  {
    quote: "Our HR team has no analyst. We asked about turnover by department and tenure and got a chart we could put straight into the board pack.",
    author: "Priya Raman",
    role: "Head of People",
    rating: 5,
  },
  {
    quote: "Follow-up questions are the killer feature. “Now just Q4”, “split by product” — it keeps the context like a colleague would.",
    author: "Lukas Berger",
    role: "Finance Controller",
    rating: 5,
  },
  {
    quote: "I was sceptical about AI touching our numbers, but every answer shows the filters and grouping it used. I can check it in seconds.",
    author: "Sofia Marquez",
    role: "Operations Director",
    rating: 5,
  },
  {
    quote: "Excel files with five sheets used to be a pain. Picking the sheet on upload and asking away is exactly how it should work.",
    author: "James Whitfield",
    role: "Inventory Planner",
    rating: 4,
  },
  {
    quote: "We export the regional review to PowerPoint every month. The slides come out clean and on brand, and the link expires on its own.",
    author: "Aiko Tanaka",
    role: "Regional Sales Lead",
    rating: 5,
  },
  {
    quote: "Campaign data from three tools, one question: which channel brought the cheapest customers. The answer took under a minute.",
    author: "Oliver Grant",
    role: "Growth Marketing Manager",
    rating: 5,
  },
  {
    quote: "Knowing only I can see my uploads, and that files are deleted after the retention period, made it easy to get sign-off from IT.",
    author: "Hannah Schulz",
    role: "Payroll Specialist",
    rating: 5,
  },
  {
    quote: "The free plan was enough to convince my manager. Two files and five questions showed more than our last month of spreadsheets.",
    author: "Carlos Mendes",
    role: "Customer Success Analyst",
    rating: 4,
  },
  {
    quote: "Outliers in our shipping costs were hiding a carrier billing error. The cleaning step flagged them before we even asked.",
    author: "Grace Liu",
    role: "Supply Chain Coordinator",
    rating: 5,
  },
  {
    quote: "I build one report a quarter for the leadership team. Combining saved analyses under one title turned a two-day job into an afternoon.",
    author: "Ahmed Hassan",
    role: "Business Operations Lead",
    rating: 5,
  },
];

/** The testimonials dealt into `columns` columns, in reading order down each column. */
export function testimonialColumns<T>(items: readonly T[], columns: number): T[][] {
  const perColumn = Math.ceil(items.length / columns);
  return Array.from({ length: columns }, (_, c) => items.slice(c * perColumn, (c + 1) * perColumn));
}
