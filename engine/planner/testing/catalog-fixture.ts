// A home-goods catalogue (our own), one row per stocked item: an item may be listed twice at different prices
// (two lamps) or once (the desk); departments and regions come as codes beside their names, and "Oak" is both a
// material and a finish. Used by the issue #27 tests of coded categories, non-additive figures of one thing and
// readings tied on evidence.
import { datasetFromColumns } from "../../dataset/from-columns";
import type { DatasetSchema } from "../../types";

export const catalogSchema: DatasetSchema = {
  rowCount: 10,
  columns: [
    { id: "item", name: "Item", type: "text" },
    { id: "dept_code", name: "Dept Code", type: "number" },
    { id: "department", name: "Department", type: "text" },
    { id: "region_id", name: "Region ID", type: "text" },
    { id: "region", name: "Region", type: "text" },
    { id: "material", name: "Material", type: "text" },
    { id: "finish", name: "Finish", type: "text" },
    { id: "price", name: "Price", type: "number" },
    { id: "rating", name: "Rating", type: "number" },
    { id: "stock", name: "Stock", type: "number" },
  ],
};

export const catalogColumns = {
  item: ["Lamp", "Lamp", "Desk", "Chair", "Sofa", "Bulb", "Rug", "Vase", "Mirror", "Shelf"],
  dept_code: [1, 1, 2, 2, 2, 1, 3, 3, 3, 2],
  department: ["Lighting", "Lighting", "Furniture", "Furniture", "Furniture", "Lighting", "Decor", "Decor", "Decor", "Furniture"],
  region_id: ["R1", "R2", "R1", "R3", "R2", "R3", "R1", "R3", "R2", "R1"],
  region: ["North", "South", "North", "East", "South", "East", "North", "East", "South", "North"],
  material: ["Metal", "Glass", "Oak", "Pine", "Linen", "Glass", "Wool", "Glass", "Glass", "Pine"],
  finish: ["Matte", "Gloss", "Walnut", "Oak", "Matte", "Clear", "Matte", "Gloss", "Clear", "Oak"],
  price: [40, 45, 250, 80, 900, 5, 120, 30, 60, 70],
  rating: [4.2, 3.9, 4.5, 4.1, 4.8, 3.5, 4.0, 3.8, 4.4, 4.0],
  stock: [5, 3, 2, 10, 1, 100, 4, 8, 6, 7],
};

export const catalogDataset = datasetFromColumns(catalogSchema, catalogColumns);
