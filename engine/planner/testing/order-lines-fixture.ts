// Order lines (our own): one row per product in an order, so the Order ID repeats. Used by the precision tests
// (issue #27) for counts of orders that are not counts of rows.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const orderLinesSchema: DatasetSchema = {
  rowCount: 6,
  columns: [
    { id: "order_id", name: "Order ID", type: "text" },
    { id: "product", name: "Product", type: "text" },
    { id: "quantity", name: "Quantity", type: "number" },
    { id: "customer", name: "Customer", type: "text" },
  ],
};

export const orderLinesFacts: PlannerFacts = {
  rowCount: 6,
  columns: [
    { id: "order_id", distinct: 3, values: ["A1", "A2", "A3"] },
    { id: "product", distinct: 3, values: ["Desk", "Lamp", "Chair"] },
    { id: "quantity", distinct: 5, min: 1, max: 5 },
    { id: "customer", distinct: 3, values: ["Acme", "Birch", "Cobalt"] },
  ],
};
