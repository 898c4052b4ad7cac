// The image process (index.ts forks it): draws its parent's jobs with sharp and answers each over
// the IPC channel, several at once (libvips has its own thread pool). It leaves with its parent.
import { rename, rm } from 'node:fs/promises';
import sharp from 'sharp';
import type { ImageFailure, ImageJob, ImageReply, ImageRequest, ImageResult } from './protocol';

// libvips keeps recent results in case the same image is drawn again; ours never are.
sharp.cache(false);

// No parameter properties here: tests run this file as Node strips its types, which has none.
class Refused extends Error {
  readonly reason: ImageFailure;
  constructor(reason: ImageFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

function pipeline(job: ImageJob): sharp.Sharp {
  const input =
    job.input instanceof Uint8Array ? Buffer.from(job.input.buffer, job.input.byteOffset, job.input.byteLength) : job.input.file;
  let image = sharp(input, { limitInputPixels: job.limitInputPixels, animated: job.animated ?? false });
  for (const step of job.steps) {
    switch (step.op) {
      case 'rotate':
        image = image.rotate();
        break;
      case 'resize':
        image = image.resize(step.options);
        break;
      case 'webp':
      case 'jpeg':
      case 'png':
      case 'avif':
        // Each encoder with its own options, as ImageStep pairs them.
        image = image[step.op].call(image, step.options);
        break;
      default:
        throw new Refused('UNREADABLE', `unknown step ${(step as { op: string }).op}`);
    }
  }
  return image;
}

async function draw(job: ImageJob): Promise<ImageResult> {
  const image = pipeline(job);
  if (job.acceptFormats) {
    const { format } = await image.metadata();
    if (!format || !job.acceptFormats.includes(format)) throw new Refused('UNSUPPORTED_FORMAT', `format ${format ?? 'unknown'}`);
  }
  if (job.toFile) {
    const temporary = `${job.toFile}.${process.pid}.${Date.now()}.tmp`;
    try {
      const info = await image.toFile(temporary);
      await rename(temporary, job.toFile);
      return { width: info.width, height: info.height, format: info.format, size: info.size };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, format: info.format, size: info.size };
}

function failureOf(error: unknown): { reason: ImageFailure; message: string } {
  if (error instanceof Refused) return { reason: error.reason, message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { reason: /pixel limit/i.test(message) ? 'PIXEL_LIMIT' : 'UNREADABLE', message };
}

process.on('message', (request: ImageRequest) => {
  draw(request.job).then(
    (result) => process.send?.({ id: request.id, result } satisfies ImageReply),
    (error: unknown) => process.send?.({ id: request.id, failure: failureOf(error) } satisfies ImageReply),
  );
});
// The parent stopped or let go: nothing is left to draw for.
process.on('disconnect', () => process.exit(0));
