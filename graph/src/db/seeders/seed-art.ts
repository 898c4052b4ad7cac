// Pictures for the starter publication, drawn at seed time: a new install shows real images from
// its own media library instead of links to photo sites that may be unreachable (and that a
// publication would need a licence for). Each is a small illustrated scene (no text, no headline),
// varied per article by its slug, so a listing never shows two alike.
import { createHash } from 'node:crypto';
import { images } from '../../common/images';

const SEED_PICTURE_WIDTH = 1600;
const SEED_PICTURE_HEIGHT = 900;

const SCENES = ['peaks', 'synthwave', 'skyline', 'orbit', 'dunes'] as const;
type Scene = (typeof SCENES)[number];

/** What each scene shows, for the picture's alternative text. */
const SCENE_ALT: Record<Scene, string> = {
  peaks: 'Illustration of layered mountain peaks under a large sun',
  synthwave: 'Illustration of a neon grid running to a striped sun on the horizon',
  skyline: 'Illustration of a city skyline with lit windows at dusk',
  orbit: 'Illustration of a ringed planet and moons in a starry sky',
  dunes: 'Illustration of rolling dunes under a pale sky',
};

/** Sky top, sky bottom, sun, far, middle and near layers. */
const PALETTES = [
  ['#1e1b4b', '#f472b6', '#fde68a', '#7c3aed', '#4c1d95', '#1e1033'],
  ['#0c4a6e', '#7dd3fc', '#fef3c7', '#0369a1', '#075985', '#082f49'],
  ['#3b0764', '#fb923c', '#fef08a', '#9d174d', '#701a75', '#2e1065'],
  ['#052e16', '#86efac', '#fefce8', '#15803d', '#166534', '#052e16'],
  ['#172554', '#f9a8d4', '#fff7ed', '#1d4ed8', '#1e3a8a', '#0f172a'],
  ['#431407', '#fdba74', '#fffbeb', '#c2410c', '#9a3412', '#2a0a03'],
  ['#042f2e', '#5eead4', '#f0fdfa', '#0f766e', '#115e59', '#042f2e'],
  ['#18181b', '#a78bfa', '#e0e7ff', '#4338ca', '#312e81', '#0b0d14'],
] as const;

/** A deterministic generator: the same slug always draws the same picture. */
function randomFor(key: string): () => number {
  const digest = createHash('sha256').update(key).digest();
  let state = digest.readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

const W = SEED_PICTURE_WIDTH;
const H = SEED_PICTURE_HEIGHT;

/** A ridge line across the picture as a closed path down to the bottom edge. */
function ridge(random: () => number, base: number, amplitude: number, steps: number, smooth = false): string {
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i++) points.push([(i / steps) * W, base - random() * amplitude]);
  const line = smooth
    ? points.map(([x, y], i) => (i === 0 ? `M${x},${y}` : `Q${x - W / steps / 2},${y - amplitude * 0.4} ${x},${y}`)).join(' ')
    : points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(0)},${y.toFixed(0)}`).join(' ');
  return `${line} L${W},${H} L0,${H} Z`;
}

function stars(random: () => number, count: number, maxY: number): string {
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${(random() * W).toFixed(0)}" cy="${(random() * maxY).toFixed(0)}" r="${(1 + random() * 2.5).toFixed(1)}" fill="#ffffff" fill-opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`,
  ).join('');
}

function sceneBody(scene: Scene, random: () => number, p: readonly string[]): string {
  const sunX = W * (0.25 + random() * 0.5);
  const sunY = H * (0.3 + random() * 0.15);
  const sun = `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(110 + random() * 90).toFixed(0)}" fill="${p[2]}"/>`;
  switch (scene) {
    case 'peaks':
      return `${stars(random, 40, H * 0.4)}${sun}
        <path d="${ridge(random, H * 0.62, 260, 7)}" fill="${p[3]}"/>
        <path d="${ridge(random, H * 0.76, 200, 9)}" fill="${p[4]}"/>
        <path d="${ridge(random, H * 0.92, 140, 12)}" fill="${p[5]}"/>`;
    case 'synthwave': {
      const horizon = H * 0.58;
      const stripes = Array.from({ length: 6 }, (_, i) => {
        const y = sunY + 20 + i * 26;
        return `<rect x="0" y="${y.toFixed(0)}" width="${W}" height="${6 + i * 2}" fill="${p[0]}"/>`;
      }).join('');
      const verticals = Array.from({ length: 25 }, (_, i) => {
        const x = (i / 24) * W;
        return `<line x1="${W / 2 + (x - W / 2) * 0.08}" y1="${horizon}" x2="${x * 3 - W}" y2="${H}" stroke="${p[1]}" stroke-width="3" stroke-opacity="0.7"/>`;
      }).join('');
      const horizontals = Array.from({ length: 9 }, (_, i) => {
        const y = horizon + (H - horizon) * ((i + 1) / 9) ** 1.8;
        return `<line x1="0" y1="${y.toFixed(0)}" x2="${W}" y2="${y.toFixed(0)}" stroke="${p[1]}" stroke-width="3" stroke-opacity="0.7"/>`;
      }).join('');
      return `${stars(random, 60, horizon)}<clipPath id="sun">${sun}</clipPath>${sun}<g clip-path="url(#sun)">${stripes}</g>
        <path d="${ridge(random, horizon, 120, 10)}" fill="${p[4]}"/>
        <rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${p[5]}"/>${verticals}${horizontals}`;
    }
    case 'skyline': {
      let x = -20;
      let towers = '';
      let windows = '';
      while (x < W) {
        const w = 70 + random() * 120;
        const h = 200 + random() * 420;
        towers += `<rect x="${x.toFixed(0)}" y="${(H - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${random() < 0.5 ? p[4] : p[5]}"/>`;
        for (let wy = H - h + 24; wy < H - 30; wy += 34) {
          for (let wx = x + 14; wx < x + w - 20; wx += 28) {
            if (random() < 0.35)
              windows += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="12" height="16" fill="${p[2]}" fill-opacity="0.85"/>`;
          }
        }
        x += w + 6;
      }
      return `${stars(random, 30, H * 0.35)}${sun}<path d="${ridge(random, H * 0.7, 160, 6)}" fill="${p[3]}" fill-opacity="0.8"/>${towers}${windows}`;
    }
    case 'orbit': {
      const cx = W * (0.35 + random() * 0.3);
      const cy = H * (0.45 + random() * 0.1);
      const r = 170 + random() * 80;
      const tilt = (-25 + random() * 20).toFixed(0);
      const moons = Array.from({ length: 3 }, () => {
        const mr = 18 + random() * 30;
        return `<circle cx="${(random() * W).toFixed(0)}" cy="${(random() * H * 0.8).toFixed(0)}" r="${mr.toFixed(0)}" fill="${p[3]}"/>`;
      }).join('');
      return `${stars(random, 140, H)}${moons}
        <g transform="rotate(${tilt} ${cx.toFixed(0)} ${cy.toFixed(0)})">
          <ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(r * 2).toFixed(0)}" ry="${(r * 0.45).toFixed(0)}" fill="none" stroke="${p[1]}" stroke-width="22" stroke-opacity="0.55"/>
          <circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="url(#planet)"/>
          <path d="M${(cx - r * 2).toFixed(0)},${cy.toFixed(0)} A${(r * 2).toFixed(0)},${(r * 0.45).toFixed(0)} 0 0 0 ${(cx + r * 2).toFixed(0)},${cy.toFixed(0)}" fill="none" stroke="${p[1]}" stroke-width="22" stroke-opacity="0.8"/>
        </g>`;
    }
    case 'dunes':
      return `${sun}
        <path d="${ridge(random, H * 0.66, 120, 4, true)}" fill="${p[3]}"/>
        <path d="${ridge(random, H * 0.8, 110, 5, true)}" fill="${p[4]}"/>
        <path d="${ridge(random, H * 0.95, 90, 6, true)}" fill="${p[5]}"/>`;
  }
}

export interface SeedPicture {
  image: Buffer;
  alt: string;
}

/** The picture of the article with this slug: a JPEG the media library then stores as WebP. */
export async function drawSeedPicture(slug: string): Promise<SeedPicture> {
  const random = randomFor(slug);
  const scene = SCENES[Math.floor(random() * SCENES.length)];
  const palette = PALETTES[Math.floor(random() * PALETTES.length)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette[0]}"/>
      <stop offset="1" stop-color="${palette[1]}"/>
    </linearGradient>
    <linearGradient id="planet" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette[2]}"/>
      <stop offset="1" stop-color="${palette[4]}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  ${sceneBody(scene, random, palette)}
</svg>`;
  const { data } = await images.draw({
    input: Buffer.from(svg),
    limitInputPixels: SEED_PICTURE_WIDTH * SEED_PICTURE_HEIGHT,
    steps: [{ op: 'jpeg', options: { quality: 90 } }],
  });
  return { image: data!, alt: SCENE_ALT[scene] };
}
