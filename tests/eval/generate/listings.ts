// A real-estate listing export (a stranger's table, issue #27, in DataBench's style): prices and floor areas written
// with their units ("$425,000", "1,240 sqft"), amenities as a Python-style list in one cell, listed dates as text,
// a True/False new-construction flag, an emoji in some titles, a listing URL and a status coded as a letter beside
// nothing that spells it out. Rows are in listing order.
import { createRng } from "./rng";
import { addDays, type Cell, pythonBool, toCsv, utc } from "./csv";

const CITIES: [city: string, pricePerSqft: number][] = [["Austin", 310], ["Denver", 360], ["Raleigh", 240], ["Tampa", 270], ["Boise", 290]];
const TYPES = ["Single Family", "Condo", "Townhouse", "Multi Family"] as const;
const AMENITIES = ["Pool", "Garage", "Garden", "Fireplace", "Gym", "Balcony", "Solar Panels", "Basement"] as const;
const AGENCIES = ["Keystone Realty", "Harbor & Hill", "OpenDoor Partners", "Summit Homes"] as const;
const AGENTS = ["Dana Whitfield", "Marco Bellini", "Priya Natarajan", "Tom Okafor", "Lena Fischer", "Sam Carter", "Ines Duarte"] as const;
const STREETS = ["Oak", "Maple", "Cedar", "Willow", "Lakeview", "Sunset", "Ridge", "Mill"] as const;
const STATUS = [["A", 6], ["P", 2], ["S", 3]] as const;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export function generateListings(): string {
  const rng = createRng(2718);
  const rows: Cell[][] = [];
  let day = utc(2024, 1, 4);
  for (let n = 0; n < 260; n++) {
    day = addDays(day, rng.chance(0.55) ? 0 : 1);
    const [city, perSqft] = rng.weighted(CITIES.map((c, k) => [c, [4, 3, 3, 2, 2][k]] as const));
    const type = rng.weighted([[TYPES[0], 5], [TYPES[1], 3], [TYPES[2], 2], [TYPES[3], 1]] as const);
    const bedrooms = type === "Condo" ? rng.int(1, 3) : rng.int(2, 5);
    const bathrooms = Math.max(1, bedrooms - rng.int(0, 2)) + (rng.chance(0.4) ? 0.5 : 0);
    const sqft = Math.round((450 + bedrooms * 380 + rng.int(-150, 300)) / 10) * 10;
    const price = Math.round((sqft * perSqft * (0.85 + rng.next() * 0.35)) / 1000) * 1000;
    const amenities = AMENITIES.filter(() => rng.chance(0.3));
    const yearBuilt = rng.chance(0.12) ? 2024 : rng.int(1962, 2023);
    const date = new Date(day);
    const street = `${rng.int(100, 9899)} ${rng.pick(STREETS)} ${rng.pick(["St", "Ave", "Dr", "Ln"])}`;
    const hot = price < 300_000 && rng.chance(0.5);
    rows.push([
      `MLS${String(880_100 + n * 7)}`,
      `${hot ? "🔥 " : ""}${bedrooms} bed ${type.toLowerCase()} on ${street.split(" ").slice(1).join(" ")}`,
      street,
      city,
      `${rng.int(10, 99)}${rng.int(100, 999)}`,
      type,
      `$${price.toLocaleString("en-US")}`,
      `${sqft.toLocaleString("en-US")} sqft`,
      bedrooms,
      bathrooms,
      yearBuilt,
      pythonBool(yearBuilt === 2024),
      `[${amenities.map((a) => `'${a}'`).join(", ")}]`,
      `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
      rng.int(1, 120),
      rng.weighted(STATUS),
      type === "Single Family" ? "" : rng.int(5, 45) * 10,
      rng.pick(AGENTS),
      rng.pick(AGENCIES),
      `https://listings.example.com/home/MLS${String(880_100 + n * 7)}`,
    ]);
  }
  const header = [
    "listing_id", "title", "address", "city", "zip", "property_type", "price", "living_area", "bedrooms", "bathrooms",
    "year_built", "new_construction", "amenities", "listed_date", "days_on_market", "status", "hoa_fee", "agent", "agency", "url",
  ];
  return toCsv(header, rows);
}
