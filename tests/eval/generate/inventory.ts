// Warehouse inventory snapshot: stock on hand, reorder points, cost and list price per SKU and site.
import { createRng } from "./rng";
import { addDays, type Cell, isoDate, money, toCsv, utc } from "./csv";

const CATEGORIES: [name: string, items: string[], cost: number][] = [
  ["Electronics", ["USB-C Hub", "Wireless Mouse", "Mechanical Keyboard", "27in Monitor", "Webcam HD", "Noise Cancelling Headset", "Portable SSD 1TB", "Docking Station"], 45],
  ["Furniture", ["Standing Desk", "Ergonomic Chair", "Filing Cabinet", "Bookshelf", "Monitor Arm", "Desk Lamp"], 120],
  ["Office Supplies", ["Printer Paper A4", "Sticky Notes", "Gel Pens 12pk", "Stapler", "Whiteboard Markers", "Notebook A5", "Binder Clips"], 4],
  ["Cleaning", ["Hand Sanitizer", "Disinfectant Wipes", "Paper Towels", "Trash Bags", "Glass Cleaner"], 6],
  ["Kitchen", ["Coffee Beans 1kg", "Tea Assortment", "Paper Cups", "Water Filter", "Sugar Sticks"], 9],
];
const WAREHOUSES = ["Dallas", "Reno", "Columbus", "Atlanta"];
const SUPPLIERS = ["Northwind Traders", "Contoso Supply", "Fabrikam Inc", "Litware Wholesale", "Adventure Works"];

export function generateInventory(): string {
  const rng = createRng(9001);
  const rows: Cell[][] = [];
  let sku = 10000;
  for (const [category, items, cost] of CATEGORIES) {
    for (const item of items) {
      const unitCost = money(cost * (0.5 + rng.next() * 2));
      const listPrice = money(unitCost * (1.3 + rng.next() * 0.9));
      const supplier = rng.pick(SUPPLIERS);
      for (const warehouse of WAREHOUSES) {
        for (let variant = 0; variant < 4; variant++) {
          sku += rng.int(1, 9);
          const reorderPoint = rng.int(2, 12) * 10;
          const onHand = rng.chance(0.08) ? 0 : Math.max(0, Math.round(rng.normal(reorderPoint * 1.6, reorderPoint)));
          rows.push([
            `SKU-${sku}`,
            variant === 0 ? item : `${item} ${["", "Black", "White", "Grey"][variant]}`.trim(),
            category,
            warehouse,
            supplier,
            onHand,
            reorderPoint,
            unitCost,
            listPrice,
            isoDate(addDays(utc(2024, 6, 1), rng.int(0, 180))),
            rng.chance(0.07) ? "Y" : "N",
          ]);
        }
      }
    }
  }
  const header = ["SKU", "Product Name", "Category", "Warehouse", "Supplier", "Qty On Hand", "Reorder Point", "Unit Cost", "List Price", "Last Restocked", "Discontinued"];
  return toCsv(header, rows);
}
