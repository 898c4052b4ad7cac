// YouTube links (spec §5): watch, embed, youtu.be short, /v/ and /shorts/ links with an 11-character
// id. graph checks game trailers with it. It is the rule of the web app's video embed
// (web/src/lib/video.ts), so a trailer graph accepts is one the page can embed; web may only import
// graph's slug rule today (eslint boundaries), so the pattern is repeated there.
const YOUTUBE_ID =
  /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|v\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

export function youTubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = YOUTUBE_ID.exec(url);
  return match ? match[1] : null;
}
