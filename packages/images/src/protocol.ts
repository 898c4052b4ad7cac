// What the image process is asked and answers (index.ts sends, child.ts draws). Only types: the
// child runs from this folder's sources in tests, where a type import is simply erased.
import type { AvifOptions, JpegOptions, PngOptions, ResizeOptions, WebpOptions } from 'sharp';

/** One step of sharp's pipeline, applied in order. */
export type ImageStep =
  | { op: 'rotate' }
  | { op: 'resize'; options: ResizeOptions }
  | { op: 'webp'; options?: WebpOptions }
  | { op: 'jpeg'; options?: JpegOptions }
  | { op: 'png'; options?: PngOptions }
  | { op: 'avif'; options?: AvifOptions };

export interface ImageJob {
  /** The picture: its bytes, or a file the image process reads itself (no copy through the channel). */
  input: Uint8Array | { file: string };
  /** Inputs with more pixels are refused (PIXEL_LIMIT) before they are decoded: no decompression bombs. */
  limitInputPixels: number;
  /** Only the first frame of an animated input (sharp's `animated: false`, its default). */
  animated?: boolean;
  /** The input formats accepted, as sharp names them (`jpeg`, `png`…); any other is UNSUPPORTED_FORMAT. */
  acceptFormats?: string[];
  steps: ImageStep[];
  /** Written to this file, whole (a temporary file renamed into place); else the bytes come back. */
  toFile?: string;
}

export interface ImageResult {
  /** The drawn picture, unless it was written to `toFile`. */
  data?: Buffer;
  width: number;
  height: number;
  /** The output's format. */
  format: string;
  /** Its size in bytes. */
  size: number;
}

/**
 * Why a picture was not drawn: too many pixels, a format not accepted, an input sharp cannot read
 * (or a file it cannot write), or the image process stopped before answering.
 */
export type ImageFailure = 'PIXEL_LIMIT' | 'UNSUPPORTED_FORMAT' | 'UNREADABLE' | 'PROCESS_STOPPED';

export interface ImageRequest {
  id: number;
  job: ImageJob;
}

export type ImageReply = { id: number; result: ImageResult } | { id: number; failure: { reason: ImageFailure; message: string } };
