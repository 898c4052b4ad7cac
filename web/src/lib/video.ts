// YouTube links (spec §5): watch, embed, youtu.be short and /v/ links with an 11-character id.
const YOUTUBE_ID =
  /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|v\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

export function youTubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = YOUTUBE_ID.exec(url);
  return match ? match[1] : null;
}

export function isVideoUrl(url: string | null | undefined): boolean {
  return youTubeId(url) !== null;
}

export function youTubeThumbnailUrl(id: string): string {
  return `https://img.youtube.com/vi/${id}/hqdefault.jpg`;
}

export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}
