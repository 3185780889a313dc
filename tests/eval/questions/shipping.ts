// A freight forwarder's shipping log (a stranger's table, issue #27): DataBench's answer forms over units in
// headers (kg, m3, USD) and customs codes beside the cargo's description.
import { type DatasetQuestions, q } from "../types";

export const shipping: DatasetQuestions = {
  dataset: "shipping_log",
  questions: [
    q("aggregate", "What was the total freight cost in USD of shipments to Rotterdam?", `SELECT sum("Freight USD") FROM shipping_log WHERE "Dest Port" = 'Rotterdam'`),
    q("aggregate", "What is the average weight in kg of Maersk shipments?", `SELECT avg("Wt (kg)") FROM shipping_log WHERE Carrier = 'Maersk'`),
    q("yes-no", "Were any shipments from Santos not delivered?", `SELECT count(*) > 0 FROM shipping_log WHERE "Orig Port" = 'Santos' AND Delivered = 'no'`, { yesNo: true }),
    q("ranking", "Which carrier has the longest average transit time?", `SELECT Carrier FROM shipping_log GROUP BY Carrier ORDER BY avg("Transit Days") DESC LIMIT 1`),
    q("list", "Which destination ports received shipments heavier than 30000 kg?", `SELECT DISTINCT "Dest Port" FROM shipping_log WHERE "Wt (kg)" > 30000`),
    q("time", "How many shipments left in March 2025?", `SELECT count(*) FROM shipping_log WHERE "Ship Dt" BETWEEN '2025-03-01' AND '2025-03-31'`),
    q("list", "List the 3 highest freight charges.", `SELECT "Freight USD" FROM shipping_log ORDER BY "Freight USD" DESC LIMIT 3`),
    q("ranking", "What cargo did the heaviest shipment carry?", `SELECT "Cargo Desc" FROM shipping_log ORDER BY "Wt (kg)" DESC LIMIT 1`),
    q("grouping", "Total volume shipped by cargo", `SELECT "Cargo Desc", sum("Vol (m3)") FROM shipping_log GROUP BY 1`),
  ],
  chains: [],
  refusals: [
    { question: "What was the fuel surcharge on Maersk shipments?" },
    { question: "How many containers were damaged?" },
  ],
};
