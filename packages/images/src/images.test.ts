import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually } from '../../../testing/eventually';
import { ImageError, type ImageJob, ImageProcess } from './index';

// Inputs are SVG, which sharp reads: drawing one here with sharp would load libvips into the test's
// own process, which is what the image process exists to avoid.
const svg = (width: number, height: number) =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#7c3aed"/></svg>`,
  );

const toWebp = (input: ImageJob['input'], width = 320): ImageJob => ({
  input,
  limitInputPixels: 10_000_000,
  steps: [
    { op: 'resize', options: { width, withoutEnlargement: true } },
    { op: 'webp', options: { quality: 80 } },
  ],
});

/** Whether a process has libvips mapped (it is what keeps ~30 MB resident once loaded). */
const mapsLibvips = (pid: number) => readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libvips');

let images: ImageProcess;
let dir: string;

beforeEach(() => {
  images = new ImageProcess();
  dir = mkdtempSync(path.join(tmpdir(), 'images-'));
});

afterEach(async () => {
  jest.useRealTimers();
  await images.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the image process', () => {
  it('draws a picture in a process of its own, which holds libvips instead of the caller', async () => {
    const result = await images.draw(toWebp(svg(1200, 630)));

    expect(result).toMatchObject({ width: 320, height: 168, format: 'webp' });
    expect(Buffer.isBuffer(result.data)).toBe(true);
    expect(result.data!.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(result.size).toBe(result.data!.length);
    expect(images.pid).not.toBe(process.pid);
    expect(mapsLibvips(images.pid!)).toBe(true);
  });

  it('reads a file and writes the picture whole to the file it is told, leaving no temporary file', async () => {
    const source = path.join(dir, 'source.svg');
    writeFileSync(source, svg(800, 800));
    const target = path.join(dir, 'variant.webp');

    const result = await images.draw({ ...toWebp({ file: source }, 480), toFile: target });

    expect(result).toMatchObject({ width: 480, height: 480, format: 'webp' });
    expect(result.data).toBeUndefined();
    expect(readFileSync(target).length).toBe(result.size);
    expect(readdirSync(dir).sort()).toEqual(['source.svg', 'variant.webp']);
  });

  it('refuses too many pixels, a format not accepted and unreadable bytes, and goes on drawing', async () => {
    await expect(images.draw({ ...toWebp(svg(4000, 4000)), limitInputPixels: 1_000_000 })).rejects.toMatchObject({
      reason: 'PIXEL_LIMIT',
    });
    await expect(images.draw({ ...toWebp(svg(100, 100)), acceptFormats: ['jpeg', 'png'] })).rejects.toMatchObject({
      reason: 'UNSUPPORTED_FORMAT',
    });
    const garbage = images.draw(toWebp(new TextEncoder().encode('not a picture at all')));
    await expect(garbage).rejects.toBeInstanceOf(ImageError);
    await expect(garbage).rejects.toMatchObject({ reason: 'UNREADABLE' });
    const target = path.join(dir, 'missing-folder', 'x.webp');
    await expect(images.draw({ ...toWebp(svg(10, 10)), toFile: target })).rejects.toMatchObject({ reason: 'UNREADABLE' });
    expect(existsSync(path.join(dir, 'missing-folder'))).toBe(false);

    await expect(images.draw(toWebp(svg(640, 360)))).resolves.toMatchObject({ width: 320, height: 180 });
  });

  it('fails the jobs of a process that stopped, and starts a new one for the next job', async () => {
    await images.draw(toWebp(svg(10, 10)));
    const first = images.pid!;
    // A drawing of hundreds of milliseconds, so the process dies in the middle of it.
    const waiting = images.draw({ ...toWebp(svg(4000, 4000), 1600), limitInputPixels: 20_000_000 });
    process.kill(first, 'SIGKILL');

    await expect(waiting).rejects.toMatchObject({ reason: 'PROCESS_STOPPED' });
    const next = await images.draw(toWebp(svg(100, 50), 80));
    expect(next).toMatchObject({ width: 80, height: 40 });
    expect(images.pid).not.toBe(first);
  });

  it('leaves once idle for idleMs, and not while it has work', async () => {
    // Timers faked before the first answer arrives: the idle wait starts with it.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    images = new ImageProcess({ idleMs: 60_000 });
    await images.draw(toWebp(svg(10, 10)));
    const pid = images.pid!;

    jest.advanceTimersByTime(59_000);
    // A job before the idle time is up keeps the same process and starts the wait again.
    await images.draw(toWebp(svg(20, 20)));
    expect(images.pid).toBe(pid);
    jest.advanceTimersByTime(59_000);
    expect(images.pid).toBe(pid);

    jest.advanceTimersByTime(1_000);
    // Its exit is the child's own doing now, seen on the real clock.
    jest.useRealTimers();
    await eventually(async () => (images.pid === undefined ? true : undefined), 'the idle image process to leave', 10_000);
  });
});
