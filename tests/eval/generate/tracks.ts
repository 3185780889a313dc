// A music-streaming track export (a stranger's table, issue #27, in DataBench's style): artists as a Python-style list
// in one cell, release dates as text in two formats, an explicit flag written True/False, a mood with an emoji, a
// track URL, a genre code beside the genre name and a musical key stored as a number. Rows are in the export's order.
import { createRng } from "./rng";
import { type Cell, pythonBool, toCsv } from "./csv";

const ARTISTS = [
  "Nova Reyes", "The Paper Kites", "Lumen Drift", "Kofi Mensah", "Aria Solberg", "Midnight Tram", "DJ Okapi",
  "Saskia Holm", "Velvet Static", "Rafa Quintero", "Juno Park", "The Lanterns", "Mira Kaur", "Echo Harbor",
] as const;
const GENRES: [id: number, name: string][] = [[11, "pop"], [12, "indie"], [13, "hip hop"], [14, "electronic"], [15, "folk"]];
const MOODS = ["🔥 Hype", "😌 Chill", "💔 Sad", "☀️ Happy", "🌙 Late night"] as const;
const LABELS = ["Northside Records", "Blue Fern Music", "Independent", "Kestrel Sound"] as const;
const WORDS = ["Glass", "River", "Neon", "Paper", "Golden", "Quiet", "Summer", "Static", "Velvet", "Wild", "Hollow", "Silver"] as const;
const NOUNS = ["Hearts", "Lights", "Road", "Waves", "Skyline", "Echoes", "Fever", "Garden", "Signal", "Rain"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const ID_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function generateTracks(): string {
  const rng = createRng(2717);
  const rows: Cell[][] = [];
  const names = new Set<string>();
  for (let n = 0; n < 320; n++) {
    const id = Array.from({ length: 22 }, () => ID_CHARS[rng.int(0, ID_CHARS.length - 1)]).join("");
    let name = `${rng.pick(WORDS)} ${rng.pick(NOUNS)}`;
    while (names.has(name)) name = `${name} II`;
    names.add(name);
    const lead = rng.pick(ARTISTS);
    const featured = rng.chance(0.3) ? ARTISTS.filter((a) => a !== lead)[rng.int(0, ARTISTS.length - 2)] : undefined;
    const artists = featured ? `['${lead}', '${featured}']` : `['${lead}']`;
    const [genreId, genre] = rng.weighted(GENRES.map((g, k) => [g, [5, 3, 3, 2, 2][k]] as const));
    const year = rng.int(2012, 2024);
    const month = rng.int(1, 12);
    const day = rng.int(1, 28);
    // Older catalogue entries carry "Mon D, YYYY"; newer ones ISO dates, as merged exports do.
    const released = year < 2018 ? `${MONTHS[month - 1]} ${day}, ${year}` : `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    const popularity = Math.max(0, Math.min(100, Math.round(rng.normal(genre === "pop" ? 62 : 48, 16))));
    const streams = Math.round(popularity ** 2.4 * (500 + rng.int(0, 1500)));
    rows.push([
      id,
      name,
      artists,
      `${rng.pick(WORDS)} ${rng.pick(["Sessions", "Tapes", "Diaries", "Nights"])}`,
      released,
      popularity,
      rng.int(125_000, 330_000),
      pythonBool(genre === "hip hop" ? rng.chance(0.6) : rng.chance(0.12)),
      Math.round((0.3 + rng.next() * 0.65) * 1000) / 1000,
      Math.round((0.2 + rng.next() * 0.78) * 1000) / 1000,
      Math.round((70 + rng.next() * 110) * 10) / 10,
      rng.int(0, 11),
      genreId,
      genre,
      rng.pick(MOODS),
      rng.pick(LABELS),
      streams,
      `https://open.example-music.com/track/${id}`,
    ]);
  }
  const header = [
    "track_id", "track_name", "artists", "album_name", "release_date", "popularity", "duration_ms", "explicit",
    "danceability", "energy", "tempo", "key", "genre_id", "track_genre", "mood", "label", "stream_count", "track_url",
  ];
  return toCsv(header, rows);
}
