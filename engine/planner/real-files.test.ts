// The failure classes seen on real public files (issue #14), each with questions we wrote over our own
// fixtures: ordinary words that are not columns, quoted headers, numbers that label categories, ranked
// values, answer-form notes — and the rule that a plan must use everything the question names.
import { describe, expect, it } from "vitest";
import type { AggregatePlan, AnalysisPlan, RowsPlan } from "../plan/schema";
import { validatePlan } from "../plan/validate";
import { planWithBuiltIn } from "./builtin";
import { clinicFacts, clinicSchema, ferryFacts, ferrySchema, readingsFacts, readingsSchema } from "./testing/real-file-fixtures";
import { salesFacts, salesSchema } from "./testing/sales-fixture";
import type { PlannerResult } from "./types";

const ask = (question: string): PlannerResult => planWithBuiltIn({ question, schema: readingsSchema, profile: readingsFacts, datasetName: "station_readings.csv" });

function plan(question: string): AnalysisPlan {
  const result = ask(question);
  expect(result.clarification?.message).toBeUndefined();
  expect(validatePlan(result.plan, readingsSchema).ok).toBe(true);
  return result.plan!;
}

describe("real files: words that express intent or name the data set are not missing columns", () => {
  it("answers despite 'present', 'found', 'recorded', 'dataset', 'entries'", () => {
    expect(plan("What is the highest temp recorded in the dataset?")).toMatchObject({ kind: "aggregate", measures: [{ op: "max", column: "temp" }] });
    expect(plan("How many distinct stations are present in the data?")).toMatchObject({ measures: [{ op: "count_distinct", column: "station" }] });
    expect(plan("How many entries were found?")).toMatchObject({ measures: [{ op: "count" }] });
  });

  it("still names a word that really has no match", () => {
    const result = ask("What is the average snowfall recorded?");
    expect(result.plan).toBeNull();
    expect(result.clarification?.unknownWords).toEqual(["snowfall"]);
  });
});

describe("real files: headers in quotes and short codes", () => {
  it("reads a header written in quotes as that column", () => {
    expect(plan("What is the maximum value of 'UVI'?")).toMatchObject({ measures: [{ op: "max", column: "uvi" }] });
  });

  it("expands common abbreviations in headers (RH, temp)", () => {
    expect(plan("What is the average relative humidity?")).toMatchObject({ measures: [{ op: "mean", column: "rh" }] });
    expect(plan("What is the lowest temperature?")).toMatchObject({ measures: [{ op: "min", column: "temp" }] });
  });
});

describe("real files: numbers that label categories", () => {
  it("groups by a numeric month when the question asks which month", () => {
    const p = plan("Which month has the highest average UVI?") as AggregatePlan;
    expect(p.groupBy).toEqual([{ column: "month" }]);
    expect(p.measures).toMatchObject([{ op: "mean", column: "uvi" }]);
    expect(p.top).toMatchObject({ n: 1 });
  });

  it("takes the extreme of a figure that is not added up, or when the question says minimum", () => {
    const p = plan("Which station recorded the minimum rain_mm?") as AggregatePlan;
    expect(p.measures).toMatchObject([{ op: "min", column: "rain_mm" }]);
    expect(p.top).toMatchObject({ n: 1, direction: "bottom" });
  });
});

describe("real files: ranked values", () => {
  it("lists the N largest or smallest values of a column", () => {
    const p = plan("List the 5 smallest values in the 'temp' column.") as RowsPlan;
    expect(p).toMatchObject({ kind: "rows", columns: ["temp"], sort: [{ by: "temp", direction: "asc" }], limit: 5 });
    expect(plan("What are the 3 highest wind_kmh values?")).toMatchObject({ kind: "rows", columns: ["wind_kmh"], sort: [{ direction: "desc" }], limit: 3 });
    expect(plan("List the maximum 2 rain_mm values")).toMatchObject({ kind: "rows", columns: ["rain_mm"], limit: 2 });
  });
});

describe("real files: notes on the answer's form", () => {
  it("ignores 'Answer with a single number.' and a question quoted as a whole", () => {
    expect(plan("What is the average temp? Answer with a single number.")).toMatchObject({ measures: [{ op: "mean", column: "temp" }] });
    expect(plan('"How many readings are there?"')).toMatchObject({ measures: [{ op: "count" }] });
  });
});

describe("precision: the plan uses everything the question names", () => {
  it("asks instead of answering without a column it read", () => {
    // "month" is read, but a month number has no time period here: answering without it would answer another question.
    const result = ask("What was the total rain_mm last month?");
    expect(result.plan).toBeNull();
  });
});

describe("real files: frequency, blanks, best and worst, ranges", () => {
  it("ranks values by how many rows have them ('most common', 'N most frequent', 'by frequency')", () => {
    expect(plan("What is the most common weekday?")).toMatchObject({ groupBy: [{ column: "weekday" }], measures: [{ op: "count" }], top: { n: 1 } });
    expect(plan("List the 3 most frequent stations")).toMatchObject({ groupBy: [{ column: "station" }], top: { n: 3 } });
    expect(plan("List the bottom 2 stations based on frequency")).toMatchObject({ groupBy: [{ column: "station" }], top: { n: 2, direction: "bottom" } });
    expect(plan("Which month is most common?")).toMatchObject({ groupBy: [{ column: "month" }], measures: [{ op: "count" }] });
  });

  it("never ranks the blank value: rows without one are left out of a ranking", () => {
    expect((plan("Which station has the most readings?") as AggregatePlan).filters).toContainEqual({ column: "station", op: "is_not_empty" });
  });

  it("reads best and worst by what the figure is, and asks when the words do not say", () => {
    const sales = planWithBuiltIn({ question: "Which sales rep has the worst revenue?", schema: salesSchema, profile: salesFacts });
    expect(sales.plan).toMatchObject({ groupBy: [{ column: "sales_rep" }], top: { n: 1, direction: "bottom" } });
    const unclear = ask("Which station has the worst average UVI?");
    expect(unclear.plan).toBeNull();
    expect(unclear.clarification?.message).toMatch(/higher or a lower/);
  });

  it("computes a range as the largest minus the smallest when the question says so", () => {
    expect(plan("What is the range (max - min) of temp?")).toMatchObject({ measures: [{ op: "range", column: "temp" }] });
  });

  it("reads 'non-null' as having a value", () => {
    expect((plan("How many non-null station values are there?") as AggregatePlan).filters).toContainEqual({ column: "station", op: "is_not_empty" });
  });

  it("answers 'is the most common X this value?' as a check on the ranking, never with a filter", () => {
    expect(plan("Is the most common weekday Monday?")).toMatchObject({ groupBy: [{ column: "weekday" }], top: { n: 1 }, check: { kind: "is_top", value: "Monday" } });
    expect((plan("Is the most common weekday Monday?") as AggregatePlan).filters ?? []).not.toContainEqual(expect.objectContaining({ op: "eq" }));
  });
});

describe("real files: the rows' entity, numbered columns, list cells", () => {
  const clinic = (question: string) => planWithBuiltIn({ question, schema: clinicSchema, profile: clinicFacts, datasetName: "clinic_visits.csv" });
  const clinicPlan = (question: string) => {
    const result = clinic(question);
    expect(result.clarification?.message).toBeUndefined();
    return result.plan!;
  };

  it("reads people nouns as the rows when no column or value names them", () => {
    expect(clinicPlan("How many patients weigh more than 90?")).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "weight", op: "gt", value: 90 }] });
    expect(clinicPlan("What is the average BMI across all women?")).toMatchObject({ measures: [{ op: "mean", column: "bmi" }] });
  });

  it("reads 'the second level' and 'Level 2' as the numbered column", () => {
    expect(clinicPlan("How many unique values does the second level have?")).toMatchObject({ measures: [{ op: "count_distinct", column: "level_2" }] });
    expect(clinicPlan("How many rows have no value in Level 2?")).toMatchObject({ filters: [{ column: "level_2", op: "is_empty" }] });
  });

  it("never reads 'rows' as a value that shares its stem ('Rowing Injuries')", () => {
    expect(JSON.stringify(clinicPlan("How many rows are there?"))).not.toContain("Rowing");
  });

  it("gives a column's value in the row where another is extreme", () => {
    expect(clinicPlan("What is the age of the patient with the lowest BMI?")).toMatchObject({ kind: "rows", columns: ["age", "bmi"], sort: [{ by: "bmi", direction: "asc" }], limit: 1 });
  });

  it("ranks and counts the items of a list-valued column one by one, and says so", () => {
    const result = clinic("What are the 3 most common symptoms?");
    expect(result.plan).toMatchObject({ eachItemOf: "symptoms", groupBy: [{ column: "symptoms" }], top: { n: 3 } });
    expect(result.notes?.join(" ")).toMatch(/Each item of 'symptoms_en' is counted on its own/);
    // Containment would also find "non-fever": an item is matched whole.
    expect(clinic("How many visits have symptoms containing fever?").plan).toMatchObject({ eachItemOf: "symptoms", filters: [{ column: "symptoms", op: "eq", value: "fever" }] });
  });
});

describe("real files: superlatives that name their figure, counts of answers, ambiguity, positions", () => {
  it("reads hottest, windiest and driest as the temperature, wind and humidity columns", () => {
    expect(plan("What is the hottest temp recorded?")).toMatchObject({ measures: [{ op: "max", column: "temp" }] });
    expect(plan("What was the hottest reading?")).toMatchObject({ measures: [{ op: "max", column: "temp" }] });
    expect(plan("Which station is the windiest on average?")).toMatchObject({ groupBy: [{ column: "station" }], measures: [{ op: "mean", column: "wind_kmh" }] });
  });

  it("reads a number before the noun as how many answers a ranking gives", () => {
    expect(plan("What are the 3 stations with the highest average temp?")).toMatchObject({ groupBy: [{ column: "station" }], top: { n: 3 } });
  });

  it("asks which column when the words fit two equally", () => {
    const schema = { rowCount: 10, columns: [{ id: "home_team", name: "home team", type: "text" as const }, { id: "away_team", name: "away team", type: "text" as const }, { id: "goals", name: "goals", type: "number" as const }] };
    const result = planWithBuiltIn({ question: "Which team scored the most goals?", schema, profile: { rowCount: 10, columns: [{ id: "home_team", values: ["Ajax", "PSV"] }, { id: "away_team", values: ["Ajax", "PSV"] }, { id: "goals", min: 0, max: 9 }] } });
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toMatch(/Which column do you mean/);
  });

  it("reads the first rows of the file in file order, and asks about the last ones", () => {
    expect(plan("What is the station of the first row?")).toEqual({ kind: "rows", columns: ["station"], limit: 1 });
    expect(plan("List the 3 weekday values in the first 3 rows.")).toEqual({ kind: "rows", columns: ["weekday"], limit: 3 });
    expect(plan("What is the non-null station that appears first?")).toMatchObject({ kind: "rows", columns: ["station"], filters: [{ column: "station", op: "is_not_empty" }], limit: 1 });
    expect(ask("What is the station of the last row?").plan).toBeNull();
    expect(ask("What is the average temp of the first 10 rows?").plan).toBeNull();
  });
});

describe("real files: best and worst follow the figure; every-row questions", () => {
  const schema = { rowCount: 50, columns: [{ id: "plant", name: "Plant", type: "text" as const }, { id: "defects", name: "Defects", type: "number" as const }] };
  const facts = { rowCount: 50, columns: [{ id: "plant", distinct: 3, values: ["Leeds", "Lyon", "Lodz"] }, { id: "defects", min: 0, max: 40 }] };
  const factory = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "line_checks.csv" });

  it("reads the worst defect counts as the highest and 'worse than' as above", () => {
    expect(factory("What are the 3 worst defects values?").plan).toMatchObject({ kind: "rows", sort: [{ by: "defects", direction: "desc" }], limit: 3 });
    expect(factory("How many checks had defects worse than 10?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "defects", op: "gt", value: 10 }] });
  });

  it("checks 'are all …' by counting the rows that break the last condition (the others narrow the rows)", () => {
    expect(ask("Are all readings from Harbour?").plan).toMatchObject({ kind: "aggregate", measures: [{ op: "count" }], filters: [{ column: "station", op: "neq", value: "Harbour" }], check: { kind: "threshold", op: "eq", value: 0 } });
    expect(ask("Is every temp below 30?").plan).toMatchObject({ filters: [{ column: "temp", op: "gte", value: 30 }], check: { kind: "threshold", op: "eq", value: 0 } });
    expect(ask("Are all readings from Harbour on a Monday?").plan).toMatchObject({ filters: [{ column: "station", op: "eq", value: "Harbour" }, { column: "weekday", op: "neq", value: "Monday" }], check: { kind: "threshold", op: "eq", value: 0 } });
  });
});

describe("real files: words after a column and units", () => {
  it("reads 'wind_kmh speeds' and 'station names' as those columns", () => {
    expect(plan("List the 3 highest wind_kmh speeds")).toMatchObject({ kind: "rows", columns: ["wind_kmh"], limit: 3 });
  });

  it("accepts a unit the header states, and refuses one of another quantity", () => {
    expect(plan("How many readings had wind_kmh above 40 kmh?")).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "wind_kmh", op: "gt", value: 40 }] });
    expect(ask("How many readings had wind_kmh above 40 kg?").plan).toBeNull();
  });
});

describe("additive figures in rankings", () => {
  it("ranks by the total of a count such as units, and by the extreme of a per-unit price", () => {
    const sales = (question: string) => planWithBuiltIn({ question, schema: salesSchema, profile: salesFacts }).plan;
    expect(sales("Which product sold the most quantity?")).toMatchObject({ measures: [{ op: "sum", column: "quantity" }], top: { n: 1 } });
    expect(sales("Which product has the highest unit price?")).toMatchObject({ measures: [{ op: "max", column: "unit_price" }], top: { n: 1 } });
  });
});

describe("real files: lists of values, blanks, ids after a column, implied units", () => {
  const clinic = (question: string) => planWithBuiltIn({ question, schema: clinicSchema, profile: clinicFacts, datasetName: "clinic_visits.csv" });

  it("lists the distinct values of a column, numeric ones too", () => {
    expect(clinic("List the unique ages of patients heavier than 100 kg").plan).toMatchObject({ groupBy: [{ column: "age" }], filters: [{ column: "weight", op: "gt", value: 100 }] });
    expect(clinic("What are the different clinics?").plan).toMatchObject({ groupBy: [{ column: "clinic" }] });
  });

  it("counts the rows where a column is blank ('do not have a …')", () => {
    expect(clinic("How many visits do not have a level 2?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "level_2", op: "is_empty" }] });
  });

  it("accepts kg and cm where people's weights and heights imply them, converts pounds, refuses other units", () => {
    expect(clinic("How many patients weigh less than 60 kg?").plan).toMatchObject({ filters: [{ column: "weight", op: "lt", value: 60 }] });
    expect(clinic("How many patients weigh less than 130 lbs?").plan).toMatchObject({ filters: [{ column: "weight", op: "lt", value: 58.96700810 }] });
    expect(clinic("How many patients weigh less than 130 mph?").plan).toBeNull();
  });
});

describe("yes/no about an aggregated figure of named rows", () => {
  it("compares the average with the number even when the rows are named", () => {
    const clinic = (question: string) => planWithBuiltIn({ question, schema: clinicSchema, profile: clinicFacts, datasetName: "clinic_visits.csv" });
    expect(clinic("Is the average age of the patients above 30?").plan).toMatchObject({ kind: "aggregate", measures: [{ op: "mean", column: "age" }], check: { kind: "threshold", op: "gt", value: 30 } });
  });
});

describe("codes and their labels; extremes of figures that are not added up", () => {
  const schema = {
    rowCount: 300,
    columns: [
      { id: "month", name: "month", type: "number" as const },
      { id: "label_1", name: "label_names_1", type: "text" as const },
      { id: "label_2", name: "label_names_2", type: "text" as const },
      { id: "temp", name: "temp", type: "number" as const },
    ],
  };
  const facts = {
    rowCount: 300,
    columns: [
      { id: "month", distinct: 12, min: 0, max: 11, top: [{ value: 7, count: 40 }] },
      { id: "label_1", distinct: 12, values: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] },
      { id: "label_2", distinct: 7, values: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] },
      { id: "temp", distinct: 200, min: -3, max: 34 },
    ],
  };
  const plan = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "weather.csv" });

  it("answers 'the name of the month' with the column labelling the month codes (as many distinct values)", () => {
    expect(plan("What is the name of the month with the highest average temp?").plan).toMatchObject({ groupBy: [{ column: "label_1" }], measures: [{ op: "mean", column: "temp" }], top: { n: 1 } });
  });

  it("ranks groups by their extreme value for 'the 3 highest temperatures', a figure that is not added up", () => {
    expect(plan("Provide the month names of the 3 highest temperatures.").plan).toMatchObject({ groupBy: [{ column: "label_1" }], measures: [{ op: "max", column: "temp" }], top: { n: 3 } });
  });
});

describe("real files: verbs that only say a row holds its value; 'on average' before 'how much'", () => {
  const ferry = (question: string) => planWithBuiltIn({ question, schema: ferrySchema, profile: ferryFacts, datasetName: "ferry_tickets.csv" });
  it("reads 'paid a fare of more than' as a filter on Fare", () => {
    expect(ferry("Were there any travellers who paid a fare of more than 300?").plan).toMatchObject({ filters: [{ column: "fare", op: "gt", value: 300 }] });
    expect(ferry("What are the top 2 ports by average fare paid?").plan).toMatchObject({ groupBy: [{ column: "port" }], measures: [{ op: "mean", column: "fare" }], top: { n: 2 } });
  });
  it("averages when 'on average' opens the question", () => {
    expect(ferry("On average, how much fare did the travellers pay?").plan).toMatchObject({ measures: [{ op: "mean", column: "fare" }] });
    expect(ferry("How much fare did the travellers pay?").plan).toMatchObject({ measures: [{ op: "sum", column: "fare" }] });
  });
});

describe("real files: a class code glued to its letter, the rows' noun before a column, 'Name the …'", () => {
  const ferry = (question: string) => planWithBuiltIn({ question, schema: ferrySchema, profile: ferryFacts, datasetName: "ferry_tickets.csv" });
  it("reads 'class' as Pclass and groups by it like a category", () => {
    expect(ferry("How many unique passenger classes are there?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "pclass" }] });
    expect(ferry("Which traveller class has the most returns?").plan).toMatchObject({ groupBy: [{ column: "pclass" }], top: { n: 1 } });
  });
  it("keeps the rows' noun that 'how many' counts", () => {
    expect(ferry("How many travellers paid more than 100?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "fare", op: "gt", value: 100 }] });
  });
  it("reads a leading 'Name the' as an instruction, not the Name column", () => {
    expect(ferry("Name the 2 ports with the highest average fare.").plan).toMatchObject({ groupBy: [{ column: "port" }], top: { n: 2 } });
  });
  it("refuses to add up numbers that label groups", () => {
    const result = ferry("What is the total of Pclass for travellers from Oslo?");
    expect(result.plan?.kind === "aggregate" && result.plan.measures.some((m) => m.op === "sum" && m.column === "pclass")).toBe(true);
    const silent = ferry("Top 3 ports by Pclass");
    expect(silent.plan).toBeNull();
    expect(silent.clarification?.message).toContain("'Pclass' holds numbers that label groups");
  });
});

describe("real files: units written in the question", () => {
  const clinic = (question: string) => planWithBuiltIn({ question, schema: clinicSchema, profile: clinicFacts, datasetName: "clinic_visits.csv" });
  const readings = (question: string) => planWithBuiltIn({ question, schema: readingsSchema, profile: readingsFacts, datasetName: "station_readings.csv" });
  it("converts a number into the unit its column holds, and says so", () => {
    const grams = clinic("How many patients weigh more than 90000 grams?");
    expect(grams.plan).toMatchObject({ filters: [{ column: "weight", op: "gt", value: 90 }] });
    expect(grams.notes).toContain("90000 grams is read as 90 kg, the unit of Weight");
    expect(readings("How many rows had wind faster than 20 mph?").plan).toMatchObject({ filters: [{ column: "wind_kmh", op: "gt", value: 32.18688 }] });
  });
  it("reads 'faster than' a number on a speed as more, and on a time as less", () => {
    expect(readings("How many rows had wind faster than 30?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "wind_kmh", op: "gt", value: 30 }] });
  });
  it("takes the question's unit for a column that measures that quantity without naming a unit", () => {
    const schema = { rowCount: 50, columns: [{ id: "plot", name: "Plot", type: "text" as const }, { id: "area", name: "area", type: "number" as const }] };
    const facts = { rowCount: 50, columns: [{ id: "plot", distinct: 50, values: ["A1", "A2"] }, { id: "area", distinct: 40, min: 0, max: 7 }] };
    const result = planWithBuiltIn({ question: "Is there any plot with an area greater than 50 ha?", schema, profile: facts, datasetName: "plots.csv" });
    expect(result.plan).toMatchObject({ filters: [{ column: "area", op: "gt", value: 50 }] });
    expect(result.notes).toContain("area is taken to be in ha, as the question says");
  });
  it("asks when the unit cannot be the column's", () => {
    const result = clinic("How many patients weigh more than 5 ha?");
    expect(result.plan).toBeNull();
    expect(result.clarification?.unknownWords).toContain("ha");
  });
});

describe("real files: 'are there more than N' of a column's values", () => {
  const clinic = (question: string) => planWithBuiltIn({ question, schema: clinicSchema, profile: clinicFacts, datasetName: "clinic_visits.csv" });
  it("counts the distinct values of the text column named after the number", () => {
    expect(clinic("Are there more than two first level categories?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "level_1" }], check: { kind: "threshold", op: "gt", value: 2 } });
    expect(clinic("Are there more than 5 clinics?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "clinic" }], check: { kind: "threshold", op: "gt", value: 5 } });
  });
  it("still counts rows when the rows are named", () => {
    expect(clinic("Are there more than 500 patients older than 40?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "age", op: "gt", value: 40 }], check: { kind: "threshold", op: "gt", value: 500 } });
  });
});

describe("real files: checks on how often each value appears", () => {
  const ferry = (question: string) => planWithBuiltIn({ question, schema: ferrySchema, profile: ferryFacts, datasetName: "ferry_tickets.csv" });
  it("reads 'are all names unique?' as every name having one row", () => {
    for (const q of ["Are all full names unique?", "Is every traveller's full name unique?"])
      expect(ferry(q).plan).toMatchObject({ groupBy: [{ column: "full_name" }], measures: [{ op: "count" }], filters: [{ column: "full_name", op: "is_not_empty" }], check: { kind: "threshold", op: "eq", value: 1, quantifier: "all" } });
  });
  it("reads 'does any port appear more than 200 times?' as a condition on each port's row count", () => {
    expect(ferry("Does any port appear more than 200 times?").plan).toMatchObject({ groupBy: [{ column: "port" }], measures: [{ op: "count" }], check: { kind: "threshold", op: "gt", value: 200, quantifier: "any" } });
    expect(ferry("Does every port appear at least 100 times?").plan).toMatchObject({ check: { kind: "threshold", op: "gte", value: 100, quantifier: "all" } });
  });
});

describe("real files: plural acronyms, ratio for rate, a ranked column that is also compared", () => {
  const schema = { rowCount: 300, columns: [{ id: "district", name: "District", type: "text" as const }, { id: "rate", name: "Rate", type: "number" as const }, { id: "se", name: "SE", type: "number" as const }] };
  const facts = { rowCount: 300, columns: [{ id: "district", distinct: 12, values: ["North Ward", "South Ward"] }, { id: "rate", distinct: 250, min: 2, max: 280 }, { id: "se", distinct: 40, min: 0.1, max: 9 }] };
  const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "district_rates.csv" });
  it("reads 'the SEs' as SE and 'ratio' as Rate", () => {
    expect(ask("What is the average of the SEs?").plan).toMatchObject({ measures: [{ op: "mean", column: "se" }] });
    expect(ask("What is the highest ratio?").plan).toMatchObject({ measures: [{ op: "max", column: "rate" }] });
  });
  it("ranks and filters the same column: 'the 5 smallest rate values still above 100'", () => {
    expect(ask("List the 5 smallest rate values that are still greater than 100.").plan).toMatchObject({ kind: "rows", columns: ["rate"], filters: [{ column: "rate", op: "gt", value: 100 }], sort: [{ by: "rate", direction: "asc" }], limit: 5 });
  });
  it("asks which column a lone comparison is about instead of dropping it", () => {
    const result = ask("List the districts with more than 100");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toBe('I couldn\'t tell which column the number 100 is compared with. Name it in the question, for example "Rate over 100".');
  });
});

describe("real files: the file's subject orients best and worst; words that describe the column after them", () => {
  const schema = { rowCount: 300, columns: [{ id: "district", name: "District", type: "text" as const }, { id: "rate", name: "Rate", type: "number" as const }, { id: "se", name: "SE", type: "number" as const }] };
  const facts = { rowCount: 300, columns: [{ id: "district", distinct: 12, values: ["North Ward", "South Ward"] }, { id: "rate", distinct: 250, min: 2, max: 280 }, { id: "se", distinct: 40, min: 0.1, max: 9 }] };
  it("reads 'the worst average rate' in a mortality file as the highest, and asks in a neutral one", () => {
    const worst = planWithBuiltIn({ question: "What district has the worst average rate?", schema, profile: facts, datasetName: "mortality_by_district.csv" }).plan as AggregatePlan;
    expect(worst).toMatchObject({ groupBy: [{ column: "district" }], measures: [{ op: "mean", column: "rate" }], top: { n: 1 } });
    expect(worst.top?.direction ?? "top").toBe("top");
    const best = planWithBuiltIn({ question: "What district has the best average rate?", schema, profile: facts, datasetName: "mortality_by_district.csv" }).plan as AggregatePlan;
    expect(best.top?.direction).toBe("bottom");
    expect(planWithBuiltIn({ question: "What district has the worst average rate?", schema, profile: facts, datasetName: "district_rates.csv" }).plan).toBeNull();
  });
  it("reads 'the speed of the slowest wind' and 'the type of station' as the column named after 'of'", () => {
    expect(plan("What is the speed of the slowest wind_kmh?")).toMatchObject({ measures: [{ op: "min", column: "wind_kmh" }] });
  });
  it("refuses to rank groups when the question ranks single values ('the stations of the 3 highest UVI values')", () => {
    const result = ask("List the stations of the 3 highest UVI values.");
    expect(result.plan).toBeNull();
    expect(result.clarification?.message).toContain("rows with the highest or lowest values");
  });
});

describe("real files: X and Y as the axes, 'provide' as a request to list, order phrases", () => {
  const schema = { rowCount: 200, columns: [{ id: "x", name: "X", type: "number" as const }, { id: "y", name: "Y", type: "number" as const }, { id: "zone", name: "Zone", type: "text" as const }] };
  const facts = { rowCount: 200, columns: [{ id: "x", distinct: 9, min: 1, max: 9 }, { id: "y", distinct: 7, min: 2, max: 9 }, { id: "zone", distinct: 3, values: ["East", "West", "Core"] }] };
  const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "grid_cells.csv" });
  it("reads 'the vertical axis' as Y and 'the horizontal axis' as X", () => {
    expect(ask("How many unique values are there in the vertical axis column?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "y" }] });
    expect(ask("What is the largest value on the horizontal axis?").plan).toMatchObject({ measures: [{ op: "max", column: "x" }] });
  });
  it("reads 'from lowest to highest' as an order, not a bottom ranking", () => {
    expect(ask("Provide the unique values of Y.").plan).toMatchObject({ groupBy: [{ column: "y" }] });
    const p = ask("Show the number of rows by zone from lowest to highest").plan as AggregatePlan;
    expect(p.top).toBeUndefined();
    expect(p.sort).toMatchObject([{ direction: "asc" }]);
  });
});

describe("real files: life-stage words name an age range", () => {
  const clinic = (question: string) => planWithBuiltIn({ question, schema: clinicSchema, profile: clinicFacts, datasetName: "clinic_visits.csv" });
  it("reads 'teenagers' as Age 13–19 and says so", () => {
    const result = clinic("How many teenagers visited the North Clinic?");
    expect(result.plan).toMatchObject({ measures: [{ op: "count" }] });
    expect(JSON.stringify(result.plan)).toContain('{"column":"age","op":"between","from":13,"to":19}');
    expect(result.notes).toContain("'teenagers' is read as Age from 13 to 19");
  });
  it("leaves the word unknown in data without an age", () => {
    expect(planWithBuiltIn({ question: "How many teenagers are there?", schema: readingsSchema, profile: readingsFacts }).plan).toBeNull();
  });
});

describe("real files: a word every value of a column shares", () => {
  it("reads 'HHS regions' as the Region column when every region starts 'HHS Region'", () => {
    const schema = { rowCount: 90, columns: [{ id: "region", name: "Region", type: "text" as const }, { id: "rate", name: "Rate", type: "number" as const }] };
    const facts = { rowCount: 90, columns: [{ id: "region", distinct: 3, values: ["HHS Region 01", "HHS Region 02", "HHS Region 03"] }, { id: "rate", min: 1, max: 90 }] };
    const result = planWithBuiltIn({ question: "How many distinct HHS regions are present?", schema, profile: facts, datasetName: "rates.csv" });
    expect(result.plan).toMatchObject({ measures: [{ op: "count_distinct", column: "region" }] });
    expect(result.plan).not.toHaveProperty("filters");
  });
});

describe("real files: positive and negative on a 0/1 column", () => {
  const ferry = (question: string) => planWithBuiltIn({ question, schema: ferrySchema, profile: ferryFacts, datasetName: "ferry_tickets.csv" });
  it("reads 'Returned marked positively' as Returned = 1 and 'negative' as 0", () => {
    expect(ferry("Is there at least one traveller with returned marked positively?").plan).toMatchObject({ filters: [{ column: "returned", op: "eq", value: 1 }], check: { kind: "exists" } });
    expect(ferry("How many travellers have returned negative?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "returned", op: "eq", value: 0 }] });
  });
  it("never reads a figure that is not 0/1 that way", () => {
    expect(ferry("How many travellers have a fare marked positively?").plan).toBeNull();
  });
});

describe("real files: 'never' and 'without' before a count column", () => {
  const schema = { rowCount: 400, columns: [{ id: "name", name: "Name", type: "text" as const }, { id: "children", name: "Children", type: "number" as const }, { id: "income", name: "Income", type: "number" as const }] };
  const facts = { rowCount: 400, columns: [{ id: "name", distinct: 400, values: ["A. Lind", "B. Roy"] }, { id: "children", distinct: 6, min: 0, max: 5, top: [{ value: 0, count: 150 }, { value: 1, count: 120 }] }, { id: "income", distinct: 390, min: 1200.5, max: 99000.25 }] };
  const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "households.csv" });
  it("reads them as a count of zero", () => {
    expect(ask("How many households are without any children?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "children", op: "eq", value: 0 }] });
    expect(ask("Is there any household that never had children?").plan).toMatchObject({ filters: [{ column: "children", op: "eq", value: 0 }], check: { kind: "exists" } });
  });
  it("reads an amount without blanks as 0 too, and asks about one with blanks (issue #27)", () => {
    expect(ask("How many households are without any income?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "income", op: "eq", value: 0 }] });
    const blanks = { ...facts, columns: facts.columns.map((c) => (c.id === "income" ? { ...c, missing: 14 } : c)) };
    const income = planWithBuiltIn({ question: "How many households are without any income?", schema, profile: blanks, datasetName: "households.csv" });
    expect(income.plan).toBeNull();
    expect(income.clarification?.message).toBe("I can't tell whether 'without any income' means a blank Income or one of 0: Income has blank cells.");
    expect(income.clarification?.choices?.map((c) => c.label)).toEqual(["Income is blank", "Income is 0"]);
  });
});

describe("real files: the counts of the N most frequent values", () => {
  const counts = (question: string) => planWithBuiltIn({ question, schema: clinicSchema, profile: clinicFacts, datasetName: "visits.csv" }).plan as AggregatePlan;
  it("answers with the counts when a counting word comes before the ranking", () => {
    expect(counts("List the number of visits for the 3 most common clinics")).toMatchObject({ groupBy: [{ column: "clinic" }], measures: [{ op: "count" }], top: { n: 3, answer: "figures" } });
    expect(counts("Give the counts of the two most frequent clinics")).toMatchObject({ measures: [{ op: "count" }], top: { n: 2, answer: "figures" } });
    // "the number of clinics" per clinic is 1 in every group: the rows are counted.
    expect(counts("What are the 2 number of clinics for the 2 most frequent clinic names?").measures).toEqual([{ id: "count", op: "count" }]);
  });
  it("still answers with the names when the ranking comes first or the question asks which", () => {
    expect(counts("What are the 3 most common clinics by number of visits?").top).toEqual({ n: 3, by: "count" });
    expect(counts("Which 2 clinics have the highest number of visits?").top).toEqual({ n: 2, by: "count" });
  });
});

describe("real files: ordinals written with digits", () => {
  const ferry = (question: string) => planWithBuiltIn({ question, schema: ferrySchema, profile: ferryFacts, datasetName: "tickets.csv" });
  it("reads '2nd class' as the class numbered 2", () => {
    expect(ferry("How many women were in 2nd class?").plan).toMatchObject({ measures: [{ op: "count" }], filters: expect.arrayContaining([{ column: "pclass", op: "eq", value: 2 }]) });
    expect(ferry("Were there any men in the 1st class?").plan).toMatchObject({ kind: "rows", filters: expect.arrayContaining([{ column: "pclass", op: "eq", value: 1 }]), check: { kind: "exists" } });
  });
  it("counts rows, never adds up class labels, when 'how many' is about people in a class", () => {
    expect(ferry("How many women were in class 2?").plan).toMatchObject({ measures: [{ id: "count", op: "count" }] });
    expect(ferry("How many classes are there?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "pclass" }] });
  });
  it("ranks groups from one place, and asks about a place among the values themselves instead of answering the top N", () => {
    expect(ferry("Which port has the 2nd highest average fare?").plan).toMatchObject({ groupBy: [{ column: "port" }], measures: [{ op: "mean", column: "fare" }], top: { n: 1, place: 2 } });
    const third = ferry("What is the 3rd largest fare?");
    expect(third.plan).toBeNull();
    expect(third.clarification?.message).toMatch(/the 3rd place among the values themselves/);
  });
});

describe("real files: the top N of a numbered category by a figure", () => {
  it("ranks the classes, not the class numbers", () => {
    const ferry = planWithBuiltIn({ question: "Name the top 2 classes by average fare.", schema: ferrySchema, profile: ferryFacts, datasetName: "tickets.csv" });
    expect(ferry.plan).toMatchObject({ groupBy: [{ column: "pclass" }], top: { n: 2 } });
    expect(plan("List the 3 top months by average temp")).toMatchObject({ groupBy: [{ column: "month" }], measures: [{ op: "mean", column: "temp" }], top: { n: 3 } });
  });
  it("ranks them by the count of a value's rows", () => {
    const ferry = planWithBuiltIn({ question: "List the top 2 classes by number of women", schema: ferrySchema, profile: ferryFacts, datasetName: "tickets.csv" });
    expect(ferry.plan).toMatchObject({ measures: [{ op: "count" }], groupBy: [{ column: "pclass" }], filters: expect.arrayContaining([{ column: "sex", op: "eq", value: "female" }]), top: { n: 2 } });
  });
  it("still asks when nothing says what ranks them", () => {
    expect(ask("What are the top 3 months?").plan).toBeNull();
  });
});

describe("real files: a value in two columns is read in the column named beside it", () => {
  // A grocery catalog where a retailer also sells its own brand: "Lidl" is both a brand and a retailer.
  const schema = { rowCount: 900, columns: [{ id: "product", name: "product", type: "text" as const }, { id: "brand", name: "brand", type: "text" as const }, { id: "retailer", name: "retailer", type: "text" as const }, { id: "country", name: "country", type: "text" as const }] };
  const facts = { rowCount: 900, columns: [{ id: "product", distinct: 880, values: ["Oat drink", "Rye bread"] }, { id: "brand", distinct: 40, values: ["Lidl", "Oatly", "Barilla"] }, { id: "retailer", distinct: 6, values: ["Lidl", "Tesco", "Aldi"] }, { id: "country", distinct: 5, values: ["Germany", "France"] }] };
  const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "grocery_items.csv" });
  it("takes the column whose name follows the value", () => {
    expect(ask("How many items are on sale at Lidl retailers?").plan).toMatchObject({ filters: [{ column: "retailer", op: "eq", value: "Lidl" }] });
    expect(ask("How many items does the Lidl brand have?").plan).toMatchObject({ filters: [{ column: "brand", op: "eq", value: "Lidl" }] });
    expect(ask("How many items belong to the 'Lidl' type of retailer?").plan).toMatchObject({ filters: [{ column: "retailer", op: "eq", value: "Lidl" }] });
  });
  it("reads 'sold in <value>' as where the counted rows are offered when the file has no money column", () => {
    expect(ask("Are more than 300 items sold in Tesco?").plan).toMatchObject({ measures: [{ op: "count" }], filters: [{ column: "retailer", op: "eq", value: "Tesco" }], check: { kind: "threshold", op: "gt", value: 300 } });
    // Without a place after it, "sold" still asks for a figure the file does not have.
    expect(ask("How many items were sold?").plan).toBeNull();
  });
});

describe("real files: 'do the majority of …' is a share of rows checked against one half", () => {
  const ferry = (question: string) => planWithBuiltIn({ question, schema: ferrySchema, profile: ferryFacts, datasetName: "tickets.csv" });
  const majority = (where: object, filters?: object[]) => ({
    measures: [{ op: "count", where: [where], per: { op: "count" }, percent: true }],
    check: { kind: "threshold", measure: "share", op: "gt", value: 0.5 },
    ...(filters ? { filters } : {}),
  });
  it("checks the share of rows meeting the condition", () => {
    expect(ferry("Do the majority of travellers come from Oslo?").plan).toMatchObject(majority({ column: "port", op: "eq", value: "Oslo" }));
    expect(ferry("Are more than half of the passengers older than 40?").plan).toMatchObject(majority({ column: "age", op: "gt", value: 40 }));
  });
  it("narrows the rows by the other conditions: the last one is what the majority is about", () => {
    const p = ferry("Did most of the women pay a fare above 50?").plan as AggregatePlan;
    expect(p).toMatchObject(majority({ column: "fare", op: "gt", value: 50 }, [{ column: "sex", op: "eq", value: "female" }]));
  });
  it("asks when no condition is named, or when the majority is of a figure's total", () => {
    expect(ferry("Do the majority of passengers exist?").plan).toBeNull();
    const share = planWithBuiltIn({ question: "Is the majority of revenue from North?", schema: salesSchema, profile: salesFacts, datasetName: "sales.csv" });
    expect(share.plan).toBeNull();
    expect(share.clarification?.message).toMatch(/not yet whether most of the Revenue total does/);
  });
});

describe("real files: counts of values narrowed by other conditions, exact row counts", () => {
  const schema = { rowCount: 900, columns: [{ id: "product", name: "product", type: "text" as const }, { id: "brand", name: "brand", type: "text" as const }, { id: "retailer", name: "retailer", type: "text" as const }, { id: "country", name: "country", type: "text" as const }] };
  const facts = { rowCount: 900, columns: [{ id: "product", distinct: 880, values: ["Oat drink", "Rye bread"] }, { id: "brand", distinct: 40, values: ["Lidl", "Oatly", "Barilla"] }, { id: "retailer", distinct: 6, values: ["Lidl", "Tesco", "Aldi"] }, { id: "country", distinct: 5, values: ["Germany", "France"] }] };
  const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "grocery_items.csv" });
  it("'in more than one country' counts the distinct countries of the narrowed rows", () => {
    expect(ask("Are there items from the Oatly brand in more than one country?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "country" }], filters: [{ column: "brand", op: "eq", value: "Oatly" }], check: { kind: "threshold", op: "gt", value: 1 } });
    expect(ask("Are there more than 3 brands sold at Tesco?").plan).toMatchObject({ measures: [{ op: "count_distinct", column: "brand" }], filters: [{ column: "retailer", op: "eq", value: "Tesco" }], check: { kind: "threshold", op: "gt", value: 3 } });
  });
  it("'list the counts for A and B' gives one count per value; 'how many … A and B' one count", () => {
    expect(ask("List the item counts for the Oatly and Barilla brands.").plan).toMatchObject({ measures: [{ op: "count" }], groupBy: [{ column: "brand" }], filters: [{ column: "brand", op: "in", values: ["Oatly", "Barilla"] }] });
    expect(ask("How many items are there for Tesco and Aldi respectively?").plan).toMatchObject({ groupBy: [{ column: "retailer" }] });
    expect((ask("How many items are from Oatly and Barilla?").plan as AggregatePlan).groupBy).toBeUndefined();
  });
  it("'are there any <column> entries?' asks whether the column holds any value", () => {
    expect(ask("Are there any retailer entries in the file?").plan).toEqual({ kind: "rows", filters: [{ column: "retailer", op: "is_not_empty" }], check: { kind: "exists" } });
    const clinic = planWithBuiltIn({ question: "Are there any second level entries?", schema: clinicSchema, profile: clinicFacts, datasetName: "visits.csv" });
    expect(clinic.plan).toMatchObject({ filters: [{ column: "level_2", op: "is_not_empty" }], check: { kind: "exists" } });
  });
  it("'one' stays a pronoun outside a comparison", () => {
    expect(ask("Which one is the most common brand?").plan).toMatchObject({ groupBy: [{ column: "brand" }], top: { n: 1 } });
  });
  it("'exactly N entries' checks the number of rows", () => {
    expect(ask("Does the file contain exactly 900 entries?").plan).toMatchObject({ measures: [{ op: "count" }], check: { kind: "threshold", op: "eq", value: 900 } });
    expect(ask("Are there exactly 12 items from Lidl?").plan).toMatchObject({ measures: [{ op: "count" }], check: { kind: "threshold", op: "eq", value: 12 } });
    // A bare amount sold, with nothing counted and no money column, is still asked about.
    expect(ask("Was more than 300 sold at Tesco?").plan).toBeNull();
  });
});

describe("real files: ranges written in the question", () => {
  const ferry = (question: string) => planWithBuiltIn({ question, schema: ferrySchema, profile: ferryFacts, datasetName: "tickets.csv" });
  const bands = [{ from: 0, to: 20, label: "0-20" }, { from: 20, to: 40, label: "20-40" }, { from: 40, label: "40+" }];
  it("groups the number column named before 'range' into the bands", () => {
    expect(ferry("Which age range is the most common: 0-20, 20-40 or 40+?").plan).toMatchObject({ groupBy: [{ column: "age", ranges: bands }], measures: [{ op: "count" }], top: { n: 1 } });
    expect(ferry("List the fare bands ('100+', '0-50', '50-100') by number of women").plan).toMatchObject({
      groupBy: [{ column: "fare", ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, label: "100+" }] }],
      filters: expect.arrayContaining([{ column: "sex", op: "eq", value: "female" }]),
    });
  });
  it("reads 'among those who …' as a condition, not a question about who", () => {
    const p = ferry("Among those who paid a fare above 100, which age range was the most common: (0-20, 20-40, 40+)?").plan as AggregatePlan;
    expect(p.groupBy).toEqual([{ column: "age", ranges: bands }]);
    expect(p.filters).toEqual(expect.arrayContaining([{ column: "fare", op: "gt", value: 100 }]));
  });
  it("leaves bands that overlap or lack a column to the usual reading", () => {
    expect(ferry("Which age range is the most common: 0-30, 20-40?").plan).toBeNull();
    expect(ferry("Which range is the most common: 0-20, 20-40?").plan).toBeNull();
  });
});

describe("real files: 'could you list …' is a request, not a yes/no question", () => {
  const ferry = (question: string) => planWithBuiltIn({ question, schema: ferrySchema, profile: ferryFacts, datasetName: "tickets.csv" });
  it("answers the request", () => {
    expect(ferry("Could you list the 2 most common ports?").plan).toMatchObject({ groupBy: [{ column: "port" }], top: { n: 2 } });
    expect((ferry("Can you tell me how many women are in class 2?").plan as AggregatePlan).check).toBeUndefined();
  });
  it("still reads 'could any … ?' as yes/no", () => {
    expect(ferry("Could any passenger be older than 70?").plan).toMatchObject({ check: { kind: "exists" } });
  });
});

describe("real files: whole questions as headers have no head word", () => {
  // A staff survey exported from a form tool: every header is the question that was asked.
  const schema = {
    rowCount: 240,
    columns: [
      { id: "team", name: "Which team are you part of? 🏢", type: "text" as const },
      { id: "commute", name: "What is the longest commute you have done this year? 🚆", type: "text" as const },
      { id: "years", name: "How many years have you worked here?", type: "number" as const },
    ],
  };
  const facts = {
    rowCount: 240,
    columns: [
      { id: "team", distinct: 5, values: ["Sales", "Support", "Finance"] },
      { id: "commute", distinct: 4, values: ["Under 30 min", "30-60 min", "Over an hour"] },
      { id: "years", distinct: 20, min: 0, max: 31 },
    ],
  };
  const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "staff_survey.csv" });
  it("is named by two of its content words", () => {
    expect(ask("What is the most common commute done?").plan).toMatchObject({ groupBy: [{ column: "commute" }], top: { n: 1 } });
    expect(ask("What is the average number of years worked?").plan).toMatchObject({ measures: [{ op: "mean", column: "years" }] });
  });
  it("is not named by one ordinary word", () => {
    expect(ask("What is the most common year?").plan).toBeNull();
  });
});

describe("real files: 'the average number of <count column>'", () => {
  const schema = { rowCount: 400, columns: [{ id: "name", name: "Name", type: "text" as const }, { id: "children", name: "Children", type: "number" as const }, { id: "region", name: "Region", type: "text" as const }] };
  const facts = { rowCount: 400, columns: [{ id: "name", distinct: 400, values: ["A. Lind", "B. Roy"] }, { id: "children", distinct: 6, min: 0, max: 5, top: [{ value: 0, count: 150 }, { value: 1, count: 120 }] }, { id: "region", distinct: 3, values: ["North", "South"] }] };
  const ask = (question: string) => planWithBuiltIn({ question, schema, profile: facts, datasetName: "households.csv" });
  it("averages the column, never counts its distinct values", () => {
    expect(ask("What is the average number of children?").plan).toMatchObject({ measures: [{ op: "mean", column: "children" }] });
    expect(ask("What is the median number of children in the North?").plan).toMatchObject({ measures: [{ op: "median", column: "children" }], filters: [{ column: "region", op: "eq", value: "North" }] });
  });
  it("takes the largest or smallest value for 'the maximum number of', never the total", () => {
    expect(ask("What is the maximum number of children?").plan).toMatchObject({ measures: [{ op: "max", column: "children" }] });
    expect(ask("What is the lowest number of children in the South?").plan).toMatchObject({ measures: [{ op: "min", column: "children" }] });
  });
});
