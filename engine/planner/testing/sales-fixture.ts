// A small sales schema with the facts the planner reads (values of text columns, date and number
// ranges), shaped like an orders export. Used by the planner's unit tests; no file or engine needed.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const salesSchema: DatasetSchema = {
  rowCount: 2400,
  columns: [
    { id: "order_id", name: "Order ID", type: "text" },
    { id: "order_date", name: "Order Date", type: "date", hasTime: false },
    { id: "ship_date", name: "Ship Date", type: "date", hasTime: false },
    { id: "region", name: "Region", type: "text" },
    { id: "country", name: "Country", type: "text" },
    { id: "customer_name", name: "Customer Name", type: "text" },
    { id: "product", name: "Product", type: "text" },
    { id: "category", name: "Category", type: "text" },
    { id: "sales_rep", name: "Sales Rep", type: "text" },
    { id: "channel", name: "Channel", type: "text" },
    { id: "quantity", name: "Quantity", type: "number" },
    { id: "unit_price", name: "Unit Price", type: "number" },
    { id: "discount", name: "Discount", type: "number" },
    { id: "revenue", name: "Revenue", type: "number" },
    { id: "gross_margin", name: "Gross Margin", type: "number" },
    { id: "resolution_time_hrs", name: "Handling Time (hrs)", type: "number" },
    { id: "returned", name: "Returned", type: "boolean" },
  ],
};

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export const salesFacts: PlannerFacts = {
  rowCount: 2400,
  columns: [
    { id: "order_id", distinct: 2400, missing: 0, values: Array.from({ length: 50 }, (_, i) => `SO-${10001 + i}`) },
    { id: "order_date", min: day("2023-01-01"), max: day("2024-12-31"), missing: 14 },
    { id: "ship_date", min: day("2023-01-03"), max: day("2025-01-08") },
    { id: "region", distinct: 4, values: ["North", "South", "West", "East"] },
    { id: "country", distinct: 6, values: ["Germany", "France", "Spain", "Italy", "Poland", "United Kingdom"] },
    { id: "customer_name", distinct: 4, values: ["Acme Corp", "Globex", "Initech", "Umbrella Ltd"] },
    { id: "product", distinct: 5, values: ["Widget", "Gadget", "Sprocket", "Gear Set", "Analytics Suite"] },
    { id: "category", distinct: 3, values: ["Hardware", "Software", "Services"] },
    { id: "sales_rep", distinct: 3, values: ["Alice Moreau", "Ben Okafor", "Grace Liu"] },
    { id: "channel", distinct: 4, values: ["Online", "Retail", "Partner", "Direct"] },
    { id: "quantity", min: 1, max: 40 },
    { id: "unit_price", min: 12, max: 990 },
    { id: "discount", min: 0, max: 0.2 },
    { id: "revenue", min: 12, max: 17359 },
    { id: "gross_margin", min: 2, max: 9000 },
    { id: "resolution_time_hrs", min: 0.5, max: 80 },
    { id: "returned", distinct: 2 },
  ],
};
