// A music-streaming track export (a stranger's table, issue #27): DataBench's answer forms over artists listed in one
// cell, dates as text, True/False flags, emoji moods and a genre code beside the genre, with the wrong-answer
// classes — a phrase matching no column, how many different X, how many X have N Y, the R of the top N by S, the
// first/last rows, the file's own noun and a coded category (the musical key).
import { type DatasetQuestions, q } from "../types";

const ROWS = `(SELECT *, row_number() OVER () AS file_row FROM streaming_tracks)`;

export const tracks: DatasetQuestions = {
  dataset: "streaming_tracks",
  questions: [
    q("yes-no", "Are there any explicit folk tracks?", `SELECT count(*) > 0 FROM streaming_tracks WHERE explicit AND track_genre = 'folk'`, { yesNo: true }),
    q("aggregate", "How many different labels are there?", `SELECT count(DISTINCT label) FROM streaming_tracks`),
    q("aggregate", "How many different albums are in the file?", `SELECT count(DISTINCT album_name) FROM streaming_tracks`),
    q("list", "List the popularity of the 3 tracks with the most streams.", `SELECT popularity FROM streaming_tracks ORDER BY stream_count DESC LIMIT 3`, { ordered: true }),
    q("list", "What are the names of the first 4 tracks?", `SELECT track_name FROM ${ROWS} ORDER BY file_row LIMIT 4`, { ordered: true }),
    q("aggregate", "What is the average duration in ms of hip hop tracks?", `SELECT avg(duration_ms) FROM streaming_tracks WHERE track_genre = 'hip hop'`),
    q("ranking", "Which genre has the highest average popularity?", `SELECT track_genre FROM streaming_tracks GROUP BY 1 ORDER BY avg(popularity) DESC LIMIT 1`),
    q("numeric-filter", "How many tracks have a popularity above 80?", `SELECT count(*) FROM streaming_tracks WHERE popularity > 80`),
    q("aggregate", "How many labels have more than 80 tracks?", `SELECT count(*) FROM (SELECT label FROM streaming_tracks GROUP BY 1 HAVING count(*) > 80)`),
    q("aggregate", "How many tracks are there?", `SELECT count(*) FROM streaming_tracks`),
    q("list", "List the names of the 2 least popular tracks.", `SELECT track_name FROM streaming_tracks ORDER BY popularity LIMIT 2`, { ordered: true }),
    q("aggregate", "What is the total stream count of tracks on the Independent label?", `SELECT sum(stream_count) FROM streaming_tracks WHERE label = 'Independent'`),
    q("yes-no", "Is the average danceability above 0.6?", `SELECT avg(danceability) > 0.6 FROM streaming_tracks`, { yesNo: true }),
    q("list", "What are the tempos of the last 3 tracks?", `SELECT tempo FROM ${ROWS} ORDER BY file_row DESC LIMIT 3`),
    q("ranking", "Which key do most tracks use?", `SELECT key FROM streaming_tracks GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
    q("ranking", "Which label has the most explicit tracks?", `SELECT label FROM streaming_tracks WHERE explicit GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
  ],
  chains: [],
  refusals: [
    { question: "What is the average number of skips per track?" },
    { question: "Which tracks were added to the most playlists?" },
    { question: "How many monthly listeners does the label Kestrel Sound have?" },
  ],
};
