// A staff list (our own): one row per employee, departments that repeat, years of service, salary, a grade 1–3.
// Used by the precision tests (issue #27) for counts asked of one person's row.
import type { DatasetSchema } from "../../types";
import type { PlannerFacts } from "../types";

export const staffSchema: DatasetSchema = {
  rowCount: 7,
  columns: [
    { id: "employee", name: "Employee", type: "text" },
    { id: "department", name: "Department", type: "text" },
    { id: "years_of_service", name: "Years of Service", type: "number" },
    { id: "salary", name: "Salary", type: "number" },
    { id: "grade", name: "Grade", type: "number" },
  ],
};

export const staffFacts: PlannerFacts = {
  rowCount: 7,
  columns: [
    { id: "employee", distinct: 7, values: ["Ana Ruiz", "Ben Cho", "Cara Lin", "Dev Patel", "Eli Moss", "Fay Wong", "Gus Hale"] },
    { id: "department", distinct: 4, values: ["Sales", "IT", "HR", "Finance"] },
    { id: "years_of_service", distinct: 7, min: 1, max: 12 },
    { id: "salary", distinct: 7, min: 45000, max: 82000 },
    { id: "grade", distinct: 3, min: 1, max: 3 },
  ],
};
