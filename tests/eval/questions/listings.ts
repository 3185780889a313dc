// A real-estate listing export (a stranger's table, issue #27): DataBench's answer forms over prices and areas written
// with units, amenities listed in one cell, dates as text, True/False flags and a status coded as a letter, with the
// issue's wrong-answer classes — how many different X, how many X have N Y, the R of the top N by S, the first/last
// rows, the file's own noun and a coded category.
import { type DatasetQuestions, q } from "../types";

const ROWS = `(SELECT *, row_number() OVER () AS file_row FROM home_listings)`;
const PRICE = `CAST(replace(replace(price, '$', ''), ',', '') AS INTEGER)`;
const AREA = `CAST(replace(replace(living_area, ' sqft', ''), ',', '') AS INTEGER)`;

export const listings: DatasetQuestions = {
  dataset: "home_listings",
  questions: [
    q("yes-no", "Is there any new construction listing in Boise?", `SELECT count(*) > 0 FROM home_listings WHERE new_construction AND city = 'Boise'`, { yesNo: true }),
    q("aggregate", "How many different agents are there?", `SELECT count(DISTINCT agent) FROM home_listings`),
    q("aggregate", "What is the average number of bedrooms of condos?", `SELECT avg(bedrooms) FROM home_listings WHERE property_type = 'Condo'`),
    q("ranking", "Which city has the most listings?", `SELECT city FROM home_listings GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
    q("list", "List the agents of the 3 most expensive listings.", `SELECT agent FROM home_listings ORDER BY ${PRICE} DESC LIMIT 3`, { ordered: true }),
    q("list", "What are the cities of the first 3 listings?", `SELECT city FROM ${ROWS} ORDER BY file_row LIMIT 3`, { ordered: true }),
    q("numeric-filter", "How many listings have at least 4 bedrooms?", `SELECT count(*) FROM home_listings WHERE bedrooms >= 4`),
    q("aggregate", "How many agencies have more than 65 listings?", `SELECT count(*) FROM (SELECT agency FROM home_listings GROUP BY 1 HAVING count(*) > 65)`),
    q("aggregate", "What is the median days on market?", `SELECT median(days_on_market) FROM home_listings`),
    q("ranking", "Which property type has the highest average HOA fee?", `SELECT property_type FROM home_listings GROUP BY 1 ORDER BY avg(hoa_fee) DESC NULLS LAST LIMIT 1`),
    q("aggregate", "How many listings are there?", `SELECT count(*) FROM home_listings`),
    q("list", "What are the bedroom counts of the last 4 listings?", `SELECT bedrooms FROM ${ROWS} ORDER BY file_row DESC LIMIT 4`),
    q("aggregate", "What is the average price of listings in Austin?", `SELECT avg(${PRICE}) FROM home_listings WHERE city = 'Austin'`),
    q("aggregate", "What is the largest living area?", `SELECT max(${AREA}) FROM home_listings`),
    q("yes-no", "Was any townhouse built before 1970?", `SELECT count(*) > 0 FROM home_listings WHERE property_type = 'Townhouse' AND year_built < 1970`, { yesNo: true }),
    q("ranking", "Which status has the most listings?", `SELECT status FROM home_listings GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
  ],
  chains: [],
  refusals: [
    { question: "What is the average property tax of the listings?" },
    { question: "Which school district has the most listings?" },
    { question: "What is the average lot size in Tampa?" },
  ],
};
