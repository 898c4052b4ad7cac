// sharp (libvips, ~25 MB resident) is loaded the first time an image is drawn or read, not when a
// process starts: graph draws images only for uploads and a first seed, and a worker or graph that
// never does keeps that memory (the product's three processes share a 500 MB budget).
import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/** The sharp module, loaded on first use. */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => {
    const sharp = (module as { default?: Sharp }).default ?? (module as unknown as Sharp);
    // libvips keeps the results of recent operations (up to 50 MB by default) in case the same image
    // is drawn again; ours never are (each upload, thumbnail or seed picture is drawn once), and the
    // cache stayed resident in graph after a first seed (graph's RSS 7 MB lower without it in the seed-size bench).
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
