import { describe, expect, it } from "vitest";
import type { ColumnSchema } from "../types";
import { describeFilter } from "./describe";

const column = (name: string): ColumnSchema => ({ id: name.toLowerCase().replace(/\s+/g, "_"), name, type: "number" });

describe("describeFilter", () => {
  it("writes a year or a code as the file has it, and an amount with thousands separators", () => {
    expect(describeFilter({ column: "year_built", op: "lt", value: 1950 }, column("Year Built"))).toBe("Year Built is under 1950");
    expect(describeFilter({ column: "year_built", op: "eq", value: 1890 }, column("Year Built"))).toBe("Year Built is 1890");
    expect(describeFilter({ column: "zip", op: "eq", value: 10245 }, column("ZIP"))).toBe("ZIP is 10245");
    expect(describeFilter({ column: "price", op: "gt", value: 1950 }, column("Price"))).toBe("Price is over 1,950");
    // A duration in years and a figure that is no calendar year stay numbers.
    expect(describeFilter({ column: "years_of_service", op: "gt", value: 1500 }, column("Years of service"))).toBe("Years of service is over 1,500");
    expect(describeFilter({ column: "year_built", op: "gt", value: 1950.5 }, column("Year Built"))).toBe("Year Built is over 1,950.5");
  });
});
