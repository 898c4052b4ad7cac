/** How often the desk and its tab's count ask again for new comments. */
export const POLL_MS = 15_000;
