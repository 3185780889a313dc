// List-valued columns (cells like "[a, b]", flagged listValued in the schema index): an aggregate plan that
// groups, counts distinct or filters on one reads it item by item (eachItemOf), so items are counted and matched
// whole rather than as combinations or by text containment.
import { listItems } from "../execute/list-items";
import type { AnalysisPlan, Filter } from "../plan/schema";
import type { SchemaIndex } from "./schema-index";

/**
 * A plan that reads a list-valued column (cells like "[a, b]") item by item: grouped, counted distinct or filtered
 * on it, an aggregate plan counts each item (eachItemOf) and matches items exactly rather than by containment
 * ("vegan" is not "Non-vegan"). Containment stays for "is there any …" over rows. `refuse` names the column when
 * the plan cannot be read that way (two list columns, or a listing of rows filtered on one).
 */
export function readListItems(plan: AnalysisPlan, index: SchemaIndex): { plan: AnalysisPlan; itemsOf?: string; refuse?: string } {
  const list = (id: string) => index.byId.get(id)?.listValued === true;
  const existence = plan.kind === "rows" && plan.check?.kind === "exists";
  const ids = new Set<string>();
  // A blank list "[]" is empty too, as its own row; rows that have items are counted once per item, so "not empty" stays whole-cell.
  for (const f of plan.filters ?? []) if (list(f.column) && !(f.op === "contains" && existence) && f.op !== "is_not_empty" && !(f.op === "is_empty" && plan.kind === "rows")) ids.add(f.column);
  if (plan.kind === "aggregate") {
    for (const g of plan.groupBy ?? []) if (list(g.column)) ids.add(g.column);
    for (const m of plan.measures) if (m.op === "count_distinct" && m.column && list(m.column)) ids.add(m.column);
  }
  if (ids.size === 0) return { plan };
  const [id] = ids;
  const name = index.byId.get(id)!.name;
  if (ids.size > 1 || plan.kind !== "aggregate") return { plan, refuse: name };
  // A value matched as a whole cell ("[fever]") is the item it holds; a combination ("[cough, fever]") is not one item.
  const item = (value: string | number | boolean): string | undefined => {
    const items = listItems(String(value));
    return items.length === 1 ? items[0] : undefined;
  };
  const filters: Filter[] = [];
  for (const f of plan.filters ?? []) {
    if (f.column !== id) filters.push(f);
    else if (f.op === "contains" || f.op === "eq" || f.op === "neq") {
      const value = item(f.value);
      if (value === undefined) return { plan, refuse: name };
      filters.push({ column: id, op: f.op === "neq" ? "neq" : "eq", value });
    } else if (f.op === "in" || f.op === "not_in") {
      const values = f.values.map(item);
      if (values.some((v) => v === undefined)) return { plan, refuse: name };
      filters.push({ column: id, op: f.op, values: values as string[] });
    } else filters.push(f);
  }
  return { plan: { ...plan, eachItemOf: id, ...(plan.filters ? { filters } : {}) }, itemsOf: name };
}
