// Inventory snapshot: stock per SKU and warehouse, restock dates June–November 2024.
import { type DatasetQuestions, f, q } from "../types";

export const inventory: DatasetQuestions = {
  dataset: "inventory",
  questions: [
    q("grouping", "total units on hand by warehouse", `SELECT Warehouse, sum("Qty On Hand") FROM inventory GROUP BY Warehouse`),
    q("aggregate", "how many SKUs do we carry", `SELECT count(DISTINCT SKU) FROM inventory`),
    q("numeric-filter", "how many items are out of stock", `SELECT count(*) FROM inventory WHERE "Qty On Hand" = 0`),
    q("grouping", "average unit cost by category", `SELECT Category, avg("Unit Cost") FROM inventory GROUP BY Category`),
    q("value-filter", "stock of standing desks in Reno", `SELECT sum("Qty On Hand") FROM inventory WHERE "Product Name" ILIKE 'Standing Desk%' AND Warehouse = 'Reno'`),
    q("list", "list discontinued items in Dallas", `SELECT SKU FROM inventory WHERE Discontinued = 'Y' AND Warehouse = 'Dallas'`),
    q("numeric-filter", "items with fewer than 10 units on hand", `SELECT SKU FROM inventory WHERE "Qty On Hand" < 10`),
    q("numeric-filter", "how many products have a list price over $300", `SELECT count(DISTINCT "Product Name") FROM inventory WHERE "List Price" > 300`),
    q("ranking", "which supplier has the most units in stock?", `SELECT Supplier FROM inventory GROUP BY Supplier ORDER BY sum("Qty On Hand") DESC LIMIT 1`),
    q("ranking", "top 5 categories by quantity on hand",
      `SELECT Category, sum("Qty On Hand") s FROM inventory GROUP BY 1 ORDER BY s DESC LIMIT 5`, { ordered: true }),
    q("time", "how many items were restocked in October", `SELECT count(*) FROM inventory WHERE "Last Restocked" BETWEEN '2024-10-01' AND '2024-10-31'`),
    q("time", "restocks by month", `SELECT strftime("Last Restocked", '%Y-%m') m, count(*) FROM inventory GROUP BY m`),
    q("aggregate", "what's the most expensive item's list price", `SELECT max("List Price") FROM inventory`),
    q("share-growth", "percentage of units by warehouse",
      `SELECT Warehouse, sum("Qty On Hand") / (SELECT sum("Qty On Hand") FROM inventory) FROM inventory GROUP BY Warehouse`),
    q("messy", "qty on hnd per categroy for atlanta", `SELECT Category, sum("Qty On Hand") FROM inventory WHERE Warehouse = 'Atlanta' GROUP BY Category`),
    q("messy", "avg reorder pt by warehouse", `SELECT Warehouse, avg("Reorder Point") FROM inventory GROUP BY Warehouse`),
    q("yes-no", "do we have any ergonomic chairs in Columbus?",
      `SELECT coalesce(sum("Qty On Hand"), 0) > 0 FROM inventory WHERE "Product Name" ILIKE 'Ergonomic Chair%' AND Warehouse = 'Columbus'`, { yesNo: true }),
    q("value-filter", "how many active (not discontinued) SKUs per supplier", `SELECT Supplier, count(*) FROM inventory WHERE Discontinued = 'N' GROUP BY Supplier`),
    q("grouping", "Stock by Category and Warehouse", `SELECT Category, Warehouse, sum("Qty On Hand") FROM inventory GROUP BY 1, 2`),
    q("list", "show items whose name contains 'USB'", `SELECT SKU FROM inventory WHERE "Product Name" ILIKE '%USB%'`),
    q("numeric-filter", "products with unit cost between 5 and 10", `SELECT SKU FROM inventory WHERE "Unit Cost" BETWEEN 5 AND 10`),
  ],
  chains: [
    { turns: [
      q("grouping", "total units on hand by warehouse", `SELECT Warehouse, sum("Qty On Hand") FROM inventory GROUP BY Warehouse`),
      f("just electronics", `SELECT Warehouse, sum("Qty On Hand") FROM inventory WHERE Category = 'Electronics' GROUP BY Warehouse`),
      f("and furniture?", `SELECT Warehouse, sum("Qty On Hand") FROM inventory WHERE Category = 'Furniture' GROUP BY Warehouse`),
    ] },
    { turns: [
      q("grouping", "number of SKUs by supplier", `SELECT Supplier, count(*) FROM inventory GROUP BY Supplier`),
      f("excluding discontinued items", `SELECT Supplier, count(*) FROM inventory WHERE Discontinued <> 'Y' GROUP BY Supplier`),
    ] },
    { turns: [
      q("ranking", "top 3 categories by average list price",
        `SELECT Category, avg("List Price") p FROM inventory GROUP BY 1 ORDER BY p DESC LIMIT 3`, { ordered: true }),
      q("aggregate", "what's the average list price", `SELECT avg("List Price") FROM inventory`),
      f("for kitchen items", `SELECT avg("List Price") FROM inventory WHERE Category = 'Kitchen'`),
    ] },
    { turns: [
      q("value-filter", "units on hand in Atlanta", `SELECT sum("Qty On Hand") FROM inventory WHERE Warehouse = 'Atlanta'`),
      f("what about Reno", `SELECT sum("Qty On Hand") FROM inventory WHERE Warehouse = 'Reno'`),
      f("by category", `SELECT Category, sum("Qty On Hand") FROM inventory WHERE Warehouse = 'Reno' GROUP BY Category`),
    ] },
    { turns: [
      q("numeric-filter", "how many SKUs are below 20 units", `SELECT count(*) FROM inventory WHERE "Qty On Hand" < 20`),
      f("in Dallas", `SELECT count(*) FROM inventory WHERE "Qty On Hand" < 20 AND Warehouse = 'Dallas'`),
      f("list them", `SELECT SKU FROM inventory WHERE "Qty On Hand" < 20 AND Warehouse = 'Dallas'`),
    ] },
  ],
  refusals: [
    { question: "how many days until each item runs out?" },
    { question: "total weight of stock by warehouse" },
    { question: "what is the sell-through rate by supplier" },
    { question: "what is the profit margin by category?" },
  ],
};
