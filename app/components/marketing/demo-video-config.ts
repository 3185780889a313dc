// The demo video: the ONE setting to change when a new recording is published (the YouTube video id).
// It plays through youtube-nocookie.com (privacy-enhanced mode), the only frame host the CSP allows.
// NOTE for launch: set this to the id of the published InsightLab product tour; until then the player
// shows its "video unavailable" poster when YouTube reports the id as unknown.
export const DEMO_VIDEO_ID = "Wvpr8vHM3lQ";
export const DEMO_VIDEO_TITLE = "InsightLab product demo";
/** Shown on the poster before the frame loads. */
export const DEMO_VIDEO_LENGTH_LABEL = "3 min";
