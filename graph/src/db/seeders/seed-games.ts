/**
 * The starter publication's games (issue 21): the invented games its articles cover, the verdicts of
 * its reviews, one review held by an embargo and a handful of upcoming releases. Plain data, like
 * seed-data.ts; release dates of upcoming games are offsets from the seed's `now` so they stay
 * upcoming on a fresh install. Every name here is fictional.
 */
import type { ReleasePrecision } from '../../modules/game/game-facts';
import type { SeedArticle } from './seed-data';

/** A release `monthsAhead` months after the seed (negative: already out), at `precision`. */
export interface SeedRelease {
  platform: string;
  precision: `${ReleasePrecision}`;
  monthsAhead?: number;
}

export interface SeedGame {
  name: string;
  description: string;
  platforms: string[];
  releases: SeedRelease[];
  developers: string[];
  publishers: string[];
  franchise?: string;
  genres: string[];
  trailerUrl?: string;
  /** Use the picture of this seed article (by title) as the cover. */
  coverFrom?: string;
}

export interface SeedReview {
  score: number;
  verdict: string;
  pros: string[];
  cons: string[];
  platformsTested: string[];
  playtimeHours?: number;
  disclosure?: string;
}

const CODE_FROM_PUBLISHER = 'Review code provided by the publisher';

export const seedGames: SeedGame[] = [
  {
    name: 'Ashen Crown',
    description:
      '<p>A dark-fantasy action RPG about a silent knight reclaiming a ruined kingdom, built around fair checkpoints and deep weapon arts.</p>',
    platforms: ['pc', 'ps5', 'xbox-series'],
    releases: [
      { platform: 'pc', precision: 'day', monthsAhead: -1 },
      { platform: 'ps5', precision: 'day', monthsAhead: -1 },
      { platform: 'xbox-series', precision: 'day', monthsAhead: -1 },
    ],
    developers: ['Greyforge Studio'],
    publishers: ['Lumen Arc'],
    franchise: 'Ashen Crown',
    genres: ['Action RPG', 'Soulslike'],
    coverFrom: 'Ashen Crown Review: A Soulslike That Finally Respects Your Time',
  },
  {
    name: 'Tidebreaker',
    description: '<p>A naval roguelike: a leaky sloop, a crew of four and a map that floods after every island.</p>',
    platforms: ['pc', 'switch-2'],
    releases: [
      { platform: 'pc', precision: 'day', monthsAhead: -1 },
      { platform: 'switch-2', precision: 'day', monthsAhead: -1 },
    ],
    developers: ['Saltglass Games'],
    publishers: ['Saltglass Games'],
    genres: ['Roguelike', 'Strategy'],
    coverFrom: 'Tidebreaker Review: Roguelike Sailing With Teeth',
  },
  {
    name: 'Neon Parallax',
    description: '<p>A stylish cyberpunk action game of wall-runs and neon, with a story that never quite catches up.</p>',
    platforms: ['pc', 'ps5'],
    releases: [
      { platform: 'pc', precision: 'day', monthsAhead: -2 },
      { platform: 'ps5', precision: 'day', monthsAhead: -2 },
    ],
    developers: ['Prism Engine Collective'],
    publishers: ['Halfmoon Interactive'],
    genres: ['Action', 'Platformer'],
    trailerUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  {
    name: 'Hollowfield',
    description: '<p>A cozy farming game where something moves in the corn after dark.</p>',
    platforms: ['pc', 'switch', 'switch-2'],
    releases: [
      { platform: 'pc', precision: 'day', monthsAhead: -3 },
      { platform: 'switch', precision: 'day', monthsAhead: -3 },
      { platform: 'switch-2', precision: 'quarter', monthsAhead: 4 },
    ],
    developers: ['Burrow & Bramble'],
    publishers: ['Cinderpath Publishing'],
    genres: ['Farming sim', 'Horror'],
  },
  {
    name: 'Starwright',
    description: '<p>A systemic space-trading sandbox for players who find joy in a well-optimised route.</p>',
    platforms: ['pc', 'ps5'],
    releases: [
      { platform: 'pc', precision: 'day', monthsAhead: -4 },
      { platform: 'ps5', precision: 'month', monthsAhead: 3 },
    ],
    developers: ['Farlight Works'],
    publishers: ['Farlight Works'],
    genres: ['Space sim', 'Sandbox'],
  },
  {
    name: 'Kitewind',
    description: '<p>A platformer built on a single idea: a kite that catches every gust of wind.</p>',
    platforms: ['pc', 'switch'],
    releases: [
      { platform: 'pc', precision: 'day', monthsAhead: -5 },
      { platform: 'switch', precision: 'day', monthsAhead: -5 },
    ],
    developers: ['Paper Sky'],
    publishers: ['Paper Sky'],
    franchise: 'Kitewind',
    genres: ['Platformer'],
  },
  {
    name: 'Gearbound Tactics',
    description: '<p>Deterministic turn-based tactics with clockwork armies and every enemy move in plain sight.</p>',
    platforms: ['pc', 'mac'],
    releases: [
      { platform: 'pc', precision: 'day', monthsAhead: -2 },
      { platform: 'mac', precision: 'day', monthsAhead: -2 },
    ],
    developers: ['Escapement Studio'],
    publishers: ['Bright Harbor'],
    genres: ['Tactics', 'Strategy'],
  },
  {
    name: 'Lanternfall',
    description: '<p>A hand-drawn metroidvania about a lamplighter descending into a buried city.</p>',
    platforms: ['pc'],
    releases: [{ platform: 'pc', precision: 'day', monthsAhead: 0 }],
    developers: ['Wickwork'],
    publishers: ['Cinderpath Publishing'],
    genres: ['Metroidvania'],
  },
  {
    name: 'Orbital Drift',
    description: '<p>Zero-gravity arcade racing on tracks you can drive from any side.</p>',
    platforms: ['pc', 'xbox-series'],
    releases: [
      { platform: 'pc', precision: 'day', monthsAhead: -8 },
      { platform: 'xbox-series', precision: 'day', monthsAhead: -8 },
    ],
    developers: ['Apogee Lane'],
    publishers: ['Halfmoon Interactive'],
    genres: ['Racing'],
  },
  {
    name: 'Rift Sentinels',
    description: '<p>A five-a-side hero shooter with a long-running world championship.</p>',
    platforms: ['pc'],
    releases: [{ platform: 'pc', precision: 'year', monthsAhead: -48 }],
    developers: ['Vantage Nine'],
    publishers: ['Vantage Nine'],
    genres: ['Hero shooter', 'Esports'],
  },
  // ——— Upcoming releases ———
  {
    name: 'Kitewind 2',
    description: '<p>The sequel adds co-op: two kites, one storm.</p>',
    platforms: ['pc', 'switch-2'],
    releases: [
      { platform: 'pc', precision: 'quarter', monthsAhead: 5 },
      { platform: 'switch-2', precision: 'quarter', monthsAhead: 5 },
    ],
    developers: ['Paper Sky'],
    publishers: ['Paper Sky'],
    franchise: 'Kitewind',
    genres: ['Platformer', 'Co-op'],
  },
  {
    name: 'Emberline',
    description: '<p>A narrative survival game set on a night train crossing a burning continent.</p>',
    platforms: ['pc', 'ps5', 'xbox-series'],
    releases: [
      { platform: 'pc', precision: 'day', monthsAhead: 0 },
      { platform: 'ps5', precision: 'day', monthsAhead: 0 },
      { platform: 'xbox-series', precision: 'day', monthsAhead: 0 },
    ],
    developers: ['Coalgate Interactive'],
    publishers: ['Lumen Arc'],
    genres: ['Survival', 'Narrative'],
  },
  {
    name: 'Glasswing',
    description: '<p>A photography adventure through a city of glass insects.</p>',
    platforms: ['pc', 'ps5', 'switch-2'],
    releases: [
      { platform: 'pc', precision: 'day', monthsAhead: 1 },
      { platform: 'ps5', precision: 'day', monthsAhead: 1 },
      { platform: 'switch-2', precision: 'month', monthsAhead: 2 },
    ],
    developers: ['Lattice & Lens'],
    publishers: ['Bright Harbor'],
    genres: ['Adventure'],
  },
  {
    name: 'Driftmoor',
    description: '<p>An open-world sailing RPG from the makers of Tidebreaker.</p>',
    platforms: ['pc', 'xbox-series'],
    releases: [
      { platform: 'pc', precision: 'year', monthsAhead: 14 },
      { platform: 'xbox-series', precision: 'year', monthsAhead: 14 },
    ],
    developers: ['Saltglass Games'],
    publishers: ['Northwind Interactive'],
    genres: ['RPG', 'Open world'],
  },
  {
    name: 'Hollow Signal',
    description: '<p>A radio-horror game; all its studio will say is "listen".</p>',
    platforms: ['pc', 'ps5'],
    releases: [
      { platform: 'pc', precision: 'tba' },
      { platform: 'ps5', precision: 'tba' },
    ],
    developers: ['Static Bloom'],
    publishers: ['Cinderpath Publishing'],
    genres: ['Horror'],
  },
];

/** The games each seeded article is about, by article title → game names. */
export const seedGameLinks: Record<string, string[]> = {
  'Ashen Crown Review: A Soulslike That Finally Respects Your Time': ['Ashen Crown'],
  'Tidebreaker Review: Roguelike Sailing With Teeth': ['Tidebreaker'],
  'Neon Parallax Review: Style to Burn, Story to Spare': ['Neon Parallax'],
  'Hollowfield Review: Cozy Farming With Something in the Corn': ['Hollowfield'],
  'Starwright Review: The Space Sim That Lets You Be Boring, Beautifully': ['Starwright'],
  'Kitewind Review: A Platformer Built on a Single Perfect Idea': ['Kitewind'],
  'Gearbound Tactics Review: Turn-Based Strategy With Clockwork Precision': ['Gearbound Tactics'],
  'Lanternfall Review in Progress: Twelve Hours Into the Dark': ['Lanternfall'],
  'Orbital Drift Review: Arcade Racing in Zero Gravity': ['Orbital Drift'],
  'Rift Sentinels World Finals: How Underdogs Harbor Nine Took the Crown': ['Rift Sentinels'],
  'Ashen Crown Beginner Guide: Ten Things We Wish We Knew Before Starting': ['Ashen Crown'],
  'Tidebreaker Crew Guide: The Best Sailors for Your First Lighthouse Run': ['Tidebreaker'],
  'Hollowfield Night Guide: Every Mystery Location and What to Bring': ['Hollowfield'],
  'Starwright Trading Guide: Ten Profitable Routes for New Captains': ['Starwright'],
  'Ashen Crown Passes Two Million Players as Studio Teases First Expansion': ['Ashen Crown'],
  'Neon Parallax Patch 1.2 Adds Photo Mode and Reworks the Final Boss': ['Neon Parallax'],
  'Starwright Is Coming to PlayStation 5 This Spring': ['Starwright'],
  'Kitewind 2 Announced for Next Spring With Co-op Play': ['Kitewind 2', 'Kitewind'],
  'Emberline Review: A Night Train Worth Catching': ['Emberline'],
};

/** The verdicts of the seeded reviews, by article title (scores match the verdict lines in their text). */
export const seedReviews: Record<string, SeedReview> = {
  'Ashen Crown Review: A Soulslike That Finally Respects Your Time': {
    score: 9,
    verdict:
      'Ashen Crown keeps the punishing bosses and removes the chores: checkpoints before every fight, recoverable experience and weapon arts deep enough to carry 40 hours. The smartest entry in its genre in years.',
    pros: [
      'Fair checkpoints before every major boss',
      'Eight deep weapon families with crown arts',
      'Locked 60 fps on PlayStation 5',
    ],
    cons: ['Story told almost only through item text', 'Recycled enemies in the final act', 'Slow co-op matchmaking'],
    platformsTested: ['ps5', 'pc'],
    playtimeHours: 52,
    disclosure: CODE_FROM_PUBLISHER,
  },
  'Tidebreaker Review: Roguelike Sailing With Teeth': {
    score: 8.5,
    verdict:
      'A tense naval roguelike where the crew matter more than the guns and every run is a negotiation with the rising tide. One of the most confident indie debuts of the year.',
    pros: ['Crew traits that change every run', 'Wave-driven tactics on a shifting grid', 'Unlocks add options, not stats'],
    cons: ['Brutal late-game storms', 'Some event chains repeat after 20 hours'],
    platformsTested: ['pc', 'switch-2'],
    playtimeHours: 27,
    disclosure: CODE_FROM_PUBLISHER,
  },
  'Neon Parallax Review: Style to Burn, Story to Spare': {
    score: 7.5,
    verdict: 'Buy it for the way it moves, not for what it says: superb traversal wrapped around a thin, hurried story.',
    pros: ['Fluid wall-running and dashes', 'Striking art direction'],
    cons: ['Story never lands', 'Final boss is a difficulty spike'],
    platformsTested: ['pc'],
    playtimeHours: 14,
  },
  'Hollowfield Review: Cozy Farming With Something in the Corn': {
    score: 8,
    verdict: 'A charming, quietly eerie mash-up that respects both its cozy farming and its night-time mysteries.',
    pros: ['Two halves that feed each other', 'Gentle, unsettling atmosphere'],
    cons: ['Slow first week of in-game days'],
    platformsTested: ['switch'],
    playtimeHours: 30,
    disclosure: CODE_FROM_PUBLISHER,
  },
  'Starwright Review: The Space Sim That Lets You Be Boring, Beautifully': {
    score: 8,
    verdict: 'A meditative, systemic sandbox for players who find joy in a well-optimised trade route.',
    pros: ['Deep, readable economy', 'Beautiful, calm ship interiors'],
    cons: ['Combat is an afterthought', 'Long stretches with little to do'],
    platformsTested: ['pc'],
    playtimeHours: 45,
  },
  'Kitewind Review: A Platformer Built on a Single Perfect Idea': {
    score: 9,
    verdict: 'Proof that a great idea, explored thoroughly, beats a dozen half-finished ones.',
    pros: ['One mechanic explored in every direction', 'Tight, forgiving controls', 'Gorgeous papercraft worlds'],
    cons: ['Short at around eight hours'],
    platformsTested: ['switch', 'pc'],
    playtimeHours: 9,
  },
  'Gearbound Tactics Review: Turn-Based Strategy With Clockwork Precision': {
    score: 8,
    verdict: 'A precise, rewarding tactics game for those who like their strategy as a chess problem.',
    pros: ['No randomness: every loss is a lesson', 'Clever clockwork unit design'],
    cons: ['Steep difficulty curve', 'Sparse story'],
    platformsTested: ['pc'],
    playtimeHours: 22,
    disclosure: CODE_FROM_PUBLISHER,
  },
  'Orbital Drift Review: Arcade Racing in Zero Gravity': {
    score: 7,
    verdict: 'A fun, chaotic party racer that deserves a bigger audience than it found.',
    pros: ['Tracks you can drive from any side', 'Smooth four-player split screen'],
    cons: ['Thin single-player career', 'Small online player base'],
    platformsTested: ['xbox-series'],
    playtimeHours: 11,
  },
  'Emberline Review: A Night Train Worth Catching': {
    score: 8.5,
    verdict:
      'A gripping survival story on rails: every stop is a hard choice, and the train itself becomes the best character of the year.',
    pros: ['Tense resource choices at every station', 'A memorable, reactive cast'],
    cons: ['Crafting menus are clumsy', 'A slow first hour'],
    platformsTested: ['pc', 'ps5'],
    playtimeHours: 19,
    disclosure: 'Review code provided by the publisher under embargo',
  },
};

/**
 * The one embargoed review: written, scored and scheduled to go live the moment its embargo lifts
 * (`embargoInHours` after the seed, on the hour).
 */
export const embargoedReview: SeedArticle & { embargoInHours: number } = {
  title: 'Emberline Review: A Night Train Worth Catching',
  category: 'review',
  tags: ['Survival', 'PC', 'PlayStation 5'],
  excerpt: 'Emberline turns a night train across a burning continent into the year’s most gripping survival story.',
  content: [
    '<p><strong>Emberline</strong> puts you in charge of the last train out of a burning continent: forty passengers, three carriages and a boiler that eats whatever you feed it.</p>',
    '<p>Every station is a choice between fuel, food and the people waiting on the platform, and the game remembers each one.</p>',
    '<p><strong>Verdict: 8.5/10.</strong> A night train worth catching.</p>',
  ].join('\n'),
  metaDescription: 'Emberline review: a tense, humane survival story on a night train. Verdict: 8.5/10.',
  status: 'scheduled',
  daysAgo: 0,
  embargoInHours: 50,
};
