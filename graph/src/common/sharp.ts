// sharp (libvips, ~25 MB resident) is loaded the first time an image is drawn or read, not when a
// process starts: graph draws images only for uploads and a first seed, and a worker or graph that
// never does keeps that memory (the product's three processes share a 500 MB budget).
import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/** The sharp module, loaded on first use. */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => (module as { default?: Sharp }).default ?? (module as unknown as Sharp));
  return loading;
}
