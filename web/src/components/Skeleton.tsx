import type { CSSProperties } from 'react';

/** A grey stand-in for text or a picture while it loads (global.css .skeleton). */
export function Skeleton({
  width,
  height,
  media = false,
  style,
}: {
  width?: string | number;
  height?: number;
  media?: boolean;
  style?: CSSProperties;
}) {
  return <span aria-hidden className={media ? 'skeleton skeleton-media' : 'skeleton'} style={{ width, height, ...style }} />;
}
