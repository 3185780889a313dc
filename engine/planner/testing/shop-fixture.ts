// A small shop's order lines (our own): no revenue column, a unit price, a status per order, customers that
// repeat. Used by the precision tests (issue #27): what the planner must ask back rather than answer.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const shopSchema: DatasetSchema = {
  rowCount: 8,
  columns: [
    { id: "order_id", name: "Order ID", type: "number" },
    { id: "customer", name: "Customer", type: "text" },
    { id: "product", name: "Product", type: "text" },
    { id: "region", name: "Region", type: "text" },
    { id: "quantity", name: "Quantity", type: "number" },
    { id: "unit_price", name: "Unit Price", type: "number" },
    { id: "status", name: "Status", type: "text" },
  ],
};

export const shopFacts: PlannerFacts = {
  rowCount: 8,
  columns: [
    { id: "order_id", distinct: 8, min: 1001, max: 1008 },
    { id: "customer", distinct: 4, values: ["Acme", "Birch", "Cobalt", "Delta"] },
    { id: "product", distinct: 3, values: ["Desk", "Chair", "Lamp"] },
    { id: "region", distinct: 4, values: ["North", "South", "East", "West"] },
    { id: "quantity", distinct: 6, min: 1, max: 6 },
    { id: "unit_price", distinct: 3, min: 40, max: 250 },
    { id: "status", distinct: 3, values: ["Shipped", "Returned", "Pending"] },
  ],
};
