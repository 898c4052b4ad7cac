/**
 * The content a new Savepoint install starts with, so a first visit shows a living publication
 * (categories, featured placement, pagination, drafts and schedules in the admin) rather than
 * empty states. Plain data only: the seeder decides how it is written to the database.
 *
 * Games, studios, tournaments and hardware models named here are fictional unless they are
 * household names (platforms, long-running esports titles); no text is copied from anywhere.
 */

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  /** #rrggbb */
  color: string;
}

type SeedFeaturedRoute = 'homepage' | 'all' | 'hardware' | 'review' | 'esports' | 'guide' | 'web' | 'news';

export interface SeedArticle {
  title: string;
  /** a seedCategories slug */
  category: string;
  tags: string[];
  /** 1–2 sentences */
  excerpt: string;
  /** sanitizer-safe HTML */
  content: string;
  /**
   * A YouTube link (spec §4's video card and §2's embedded player need one or two), else absent.
   * Pictures are drawn at seed time (picture) so the site needs no outside host.
   */
  featuredImage?: string;
  /** Draw the article a picture into the media library at seed time (seed-art.ts). */
  picture?: boolean;
  /** at most 160 characters */
  metaDescription: string;
  status: 'published' | 'draft' | 'scheduled' | 'archived';
  /** publishedAt/createdAt = now − daysAgo days */
  daysAgo: number;
  /** only for status 'scheduled': scheduledFor = now + scheduledInHours */
  scheduledInHours?: number;
  featured?: boolean;
  /** exactly one published article carries it */
  masterFeatured?: boolean;
  mainFeaturedRoutes?: SeedFeaturedRoute[];
}

export const seedCategories: SeedCategory[] = [
  {
    name: 'Hardware',
    slug: 'hardware',
    description: 'GPUs, CPUs, consoles, handhelds and the peripherals on your desk, tested and explained.',
    color: '#2563eb',
  },
  {
    name: 'Review',
    slug: 'review',
    description: 'Our verdicts on the week’s biggest releases and the indies you might have missed.',
    color: '#16a34a',
  },
  {
    name: 'Esports',
    slug: 'esports',
    description: 'Tournaments, rosters, metas and the stories behind competitive play.',
    color: '#9333ea',
  },
  {
    name: 'Guide',
    slug: 'guide',
    description: 'Walkthroughs, builds and beginner guides that get you playing better, faster.',
    color: '#ea580c',
  },
  {
    name: 'Web',
    slug: 'web',
    description: 'Browser games, WebGPU, game development on the open web and the tools behind it.',
    color: '#0d9488',
  },
  {
    name: 'News',
    slug: 'news',
    description: 'Announcements, release dates, patches and industry moves, as they happen.',
    color: '#dc2626',
  },
];

/** Joins blocks of article HTML so each article reads as a list of paragraphs, headings and lists. */
const html = (...blocks: string[]): string => blocks.join('\n');

export const seedArticles: SeedArticle[] = [
  // ——— Review ———
  {
    title: 'Ashen Crown Review: A Soulslike That Finally Respects Your Time',
    category: 'review',
    tags: ['RPG', 'PC', 'PlayStation 5', 'Xbox'],
    excerpt:
      'Ashen Crown keeps the punishing bosses and the haunted castles, then quietly removes every chore that usually comes with them. It is the best action RPG of the year so far.',
    content: html(
      '<p>For the first three hours, <strong>Ashen Crown</strong> looks like every other game that has borrowed the grammar of dark fantasy action: a ruined kingdom, a silent knight, a stamina bar that empties faster than you would like. Then you die to the first real boss, respawn twenty steps from its door, and realise that the studio has been making a different argument all along.</p>',
      '<p>Difficulty here is about the fight, not the walk back. Checkpoints sit before every major encounter, lost experience can be recovered from a shrine instead of your own corpse, and a generous parry window rewards players who study an enemy rather than grind levels to outscale it.</p>',
      '<h2>Combat that teaches</h2>',
      '<p>The weapon roster is small but deep. Each of the eight weapon families has a light string, a heavy finisher and a “crown art” that charges as you land clean hits. The greatsword’s art turns a parry into a staggering counter; the twin sickles trade defence for a dash that passes through attacks. Swapping between two loadouts mid-combo is where the system sings.</p>',
      '<ul><li><strong>Bosses:</strong> fourteen, and only one felt unfair.</li><li><strong>Length:</strong> about 38 hours for the main path, 55 with side areas.</li><li><strong>Performance:</strong> a locked 60 fps on PlayStation 5 in performance mode; PC scales well down to older six-core CPUs.</li></ul>',
      '<p>Not everything lands. The story is told almost entirely through item descriptions, and the final act leans on recycled enemies. The co-op summoning system also feels bolted on, with long matchmaking waits during our review period.</p>',
      '<blockquote>Ashen Crown proves that a game can be hard without being hostile.</blockquote>',
      '<p><strong>Verdict: 9/10.</strong> If you bounced off the genre because of corpse runs and opaque systems, this is the one to try. If you love the genre, you will find its smartest entry in years.</p>',
    ),
    picture: true,
    metaDescription:
      'Ashen Crown review: brutal bosses, generous checkpoints and deep weapon arts make it the smartest soulslike in years. Verdict: 9/10.',
    status: 'published',
    daysAgo: 1.5,
    featured: true,
    masterFeatured: true,
  },
  {
    title: 'Tidebreaker Review: Roguelike Sailing With Teeth',
    category: 'review',
    tags: ['Roguelike', 'Indie', 'PC', 'Nintendo Switch 2'],
    excerpt:
      'A small studio’s naval roguelike turns every voyage into a tense negotiation between greed and a rising tide. It is hard to stop at just one more run.',
    content: html(
      '<p><strong>Tidebreaker</strong> gives you a leaky sloop, a crew of four and a map that floods a little more after every island you visit. The goal is to reach the lighthouse at the edge of the chart before the sea swallows the route behind you.</p>',
      '<p>Runs last around forty minutes. You trade cargo, recruit sailors with odd traits, and bolt salvaged cannons onto a hull that is never quite big enough. The crew matter more than the guns: a superstitious navigator refuses to sail at night, while a retired pirate doubles your boarding damage but steals from the hold.</p>',
      '<h2>Combat on the swell</h2>',
      '<p>Battles are turn-based and played on a hex grid that shifts with the waves. Angling your broadside so the next swell lifts it into range is deeply satisfying, and the game telegraphs enemy intentions clearly enough that losses feel like your own fault.</p>',
      '<p>Meta-progression is light: you unlock new hulls and starting crews, not flat stat bonuses, so skill carries over more than grinding. The late-game storms are brutal, and a couple of event chains repeat too often after twenty hours.</p>',
      '<p><strong>Verdict: 8.5/10.</strong> One of the most confident indie debuts of the year, and a perfect fit for handheld play on the Switch 2 or Steam Deck.</p>',
    ),
    picture: true,
    metaDescription:
      'Tidebreaker review: a tense naval roguelike with clever crew traits and wave-driven tactics. One of the best indie debuts of the year.',
    status: 'published',
    daysAgo: 4,
    featured: true,
    mainFeaturedRoutes: ['review'],
  },
  {
    title: 'Neon Parallax Review: Style to Burn, Story to Spare',
    category: 'review',
    tags: ['FPS', 'PC', 'PlayStation 5', 'Xbox'],
    excerpt:
      'Neon Parallax is the slickest shooter we have played in a long time, and its wall-running arenas are a joy. Its twelve-hour campaign, though, runs out of ideas halfway.',
    content: html(
      '<p>The first level of <strong>Neon Parallax</strong> is a statement: you sprint along a billboard, slide under a maglev train and land a headshot mid-air while the soundtrack drops into a bass line that matches your footsteps. Few shooters feel this good in the hands.</p>',
      '<p>Movement is the star. Wall-runs chain into grapples, grapples into slides, and every weapon is tuned for shooting on the move. The “parallax shift”, a two-second slow-motion dash, is both an escape and a way to line up impossible shots.</p>',
      '<h2>Where it stumbles</h2>',
      '<p>The story of a courier caught between two megacorporations is told in long radio monologues that interrupt the pace. Characters are introduced with fanfare and then forgotten, and the final boss is a damage sponge that ignores everything the game taught you.</p>',
      '<p>The arena mode rescues things. Short, score-attack challenges with online leaderboards give the movement system room to breathe, and we expect it to keep players around long after the campaign is forgotten.</p>',
      '<p><strong>Verdict: 7.5/10.</strong> Buy it for the way it moves, not for what it says.</p>',
    ),
    picture: true,
    metaDescription:
      'Neon Parallax review: superb wall-running gunplay and a brilliant arena mode, held back by a thin, overlong cyberpunk story.',
    status: 'published',
    daysAgo: 9,
    featured: true,
  },
  {
    title: 'Hollowfield Review: Cozy Farming With Something in the Corn',
    category: 'review',
    tags: ['Indie', 'PC', 'Nintendo Switch 2'],
    excerpt:
      'By day, Hollowfield is a gentle farming sim; by night, something walks the rows. The blend should not work, but it absolutely does.',
    content: html(
      '<p>Everything about <strong>Hollowfield</strong>’s opening is familiar. You inherit a run-down farm, clear the weeds, plant turnips and meet the neighbours at the Saturday market. Then the sun sets, the radio crackles, and the scarecrow in the north field is facing a different way.</p>',
      '<p>The daytime loop is genuinely good: crops have soil preferences, animals have moods, and the town’s twelve residents each have a season-long story. Nothing here would embarrass a dedicated farming game.</p>',
      '<h2>After dark</h2>',
      '<p>Nights are short, optional and unsettling rather than terrifying. You can lock the door and sleep, or take a lantern out to investigate strange lights, missing livestock and a cellar that was not on the deeds. The mystery unfolds over three in-game years and rewards players who keep notes.</p>',
      '<blockquote>It is the rare game that made us want to water the parsnips and check under the bed in the same evening.</blockquote>',
      '<p>Some tools are slow to unlock, and the inventory is cramped until the second year. The Switch 2 version holds a steady frame rate, though night scenes can look murky in handheld mode.</p>',
      '<p><strong>Verdict: 8/10.</strong> A charming, quietly eerie genre mash-up that respects both halves of its identity.</p>',
    ),
    metaDescription:
      'Hollowfield review: a charming farming sim by day and an eerie mystery by night. A genre blend that works far better than it should.',
    status: 'published',
    daysAgo: 15,
    featured: true,
  },
  {
    title: 'Starwright Review: The Space Sim That Lets You Be Boring, Beautifully',
    category: 'review',
    tags: ['Open World', 'PC', 'Xbox', 'Strategy'],
    excerpt:
      'Starwright is a space trading sim that trusts you to make your own story out of cargo manifests and long quiet jumps. For the right player, it is mesmerising.',
    content: html(
      '<p>There are no lasers in the first ten hours of <strong>Starwright</strong>. There is a cargo hauler, a spreadsheet of commodity prices across forty stations, and a galaxy that keeps running whether you are watching or not.</p>',
      '<p>The economy is the game. Mining colonies run out of food if nobody ships grain; a shipyard strike sends hull plating prices soaring two systems away. Spotting those ripples before the AI traders do is a thrill that no scripted mission could provide.</p>',
      '<h2>From captain to company</h2>',
      '<p>Profits buy more ships, and more ships need pilots, routes and insurance. By the midgame you are managing a fleet from a station office, and the game shifts gracefully into a logistics strategy title. Combat exists, but it is mostly about escort contracts and avoiding pirates rather than dogfights.</p>',
      '<p>The interface is dense and the tutorial explains too little. Controller support on Xbox works but is clearly secondary to mouse and keyboard.</p>',
      '<p><strong>Verdict: 8/10.</strong> A meditative, systemic sandbox for players who find joy in a well-optimised trade route.</p>',
    ),
    picture: true,
    metaDescription:
      'Starwright review: a deep, systemic space trading sim with a living economy. Slow, dense and mesmerising for the right player.',
    status: 'published',
    daysAgo: 22,
  },
  {
    title: 'Kitewind Review: A Platformer Built on a Single Perfect Idea',
    category: 'review',
    tags: ['Indie', 'Nintendo Switch 2', 'PC'],
    excerpt:
      'Kitewind gives you one verb, a gust of wind, and builds two hundred inventive levels around it. It is a short, sweet masterclass in design.',
    content: html(
      '<p>In <strong>Kitewind</strong> you play a paper kite that cannot jump. Instead, you summon a gust of wind in one of eight directions, and everything in the level reacts to it: you, the leaves, the enemies, the windmills that open doors.</p>',
      '<p>The brilliance is in how far the studio pushes that single mechanic. Early stages teach you to ride updrafts; later ones ask you to blow a flame across a bridge to light a lantern while keeping yourself from being scorched by the same gust.</p>',
      '<h2>Short and polished</h2>',
      '<p>The main route takes about six hours, with a set of optional “storm” levels that will test even veterans of precision platformers. Checkpoints are frequent, and an assist mode slows the game without locking any content.</p>',
      '<p>The watercolour art and gentle accordion soundtrack make it a lovely handheld game. Our only complaint is the final world, which leans on instant-death hazards a little too much.</p>',
      '<p><strong>Verdict: 9/10.</strong> Proof that a great idea, explored thoroughly, beats a dozen half-finished ones.</p>',
    ),
    metaDescription:
      'Kitewind review: a charming indie platformer that spins two hundred clever levels out of a single wind mechanic. A small masterpiece.',
    status: 'published',
    daysAgo: 35,
  },
  {
    title: 'Gearbound Tactics Review: Turn-Based Strategy With Clockwork Precision',
    category: 'review',
    tags: ['Strategy', 'PC', 'PlayStation 5'],
    excerpt:
      'Gearbound Tactics trades randomness for perfect information and asks you to out-think every enemy turn. It is demanding, elegant and occasionally exhausting.',
    content: html(
      '<p>Most tactics games hide something from you: a hit chance, an enemy behind fog, a critical roll. <strong>Gearbound Tactics</strong> hides nothing. Every attack hits, every enemy shows its next move, and the puzzle is simply how to survive it.</p>',
      '<p>Your squad of clockwork soldiers has four units, each with a movement-based ability. The Anchor pulls enemies toward it, the Sprocket swaps places with any unit in line of sight, and the Mainspring winds up a turn in advance for a devastating strike.</p>',
      '<h2>A campaign of puzzles</h2>',
      '<p>The thirty-mission campaign escalates steadily, adding environmental hazards like conveyor belts and steam vents that push units around. Missions that looked impossible become obvious once you spot the right sequence, and that click is addictive.</p>',
      '<p>The flip side is fatigue. Long missions can require several minutes of planning per turn, and the undo button is limited to one move. Less patient players may hit a wall in the final act.</p>',
      '<p><strong>Verdict: 8/10.</strong> A precise, rewarding tactics game for those who like their strategy as a chess problem.</p>',
    ),
    featuredImage: 'https://www.youtube.com/embed/M7lc1UVf-VE',
    metaDescription:
      'Gearbound Tactics review: a deterministic turn-based strategy game where every enemy move is visible. Elegant, demanding and rewarding.',
    status: 'published',
    daysAgo: 58,
  },
  {
    title: 'Lanternfall Review in Progress: Twelve Hours Into the Dark',
    category: 'review',
    tags: ['Indie', 'PC', 'Metroidvania'],
    excerpt:
      'Our first impressions of Lanternfall, a hand-drawn metroidvania about a lamplighter descending into a buried city. Full verdict to follow.',
    content: html(
      '<p>We are twelve hours into <strong>Lanternfall</strong> and have lit 31 of what we suspect are around 80 lanterns. Each one pushes back the darkness on the map and reveals shortcuts, so exploration has a tangible, visual payoff.</p>',
      '<p>Combat is simple so far: a lantern swing, a dodge and a handful of unlockable flame charms. Boss fights have been the highlight, particularly a moth queen who extinguishes your light mid-fight.</p>',
      '<h2>Still to test</h2>',
      '<ul><li>Late-game difficulty and the optional hard mode.</li><li>Performance on Steam Deck.</li><li>Whether the story pays off its early mysteries.</li></ul>',
      '<p>Performance on PC has been flawless on our test machine, with the game holding its frame-rate cap even in the particle-heavy lantern sequences. Loading between areas is near-instant.</p>',
      '<p>We will update this piece with a final score once we have seen the credits.</p>',
    ),
    metaDescription:
      'Lanternfall review in progress: twelve hours into a hand-drawn metroidvania about lighting lanterns in a buried city.',
    status: 'draft',
    daysAgo: 0.8,
  },
  {
    title: 'Orbital Drift Review: Arcade Racing in Zero Gravity',
    category: 'review',
    tags: ['Racing', 'PC', 'Xbox', 'Multiplayer'],
    excerpt:
      'Orbital Drift turns racing tracks into twisting tubes you can drive on from any side. Dizzying, fast and a great party game.',
    content: html(
      '<p><strong>Orbital Drift</strong> has one trick, and it is a good one: tracks are tubes and rings floating in space, and your car sticks to any surface. Taking a corner on the ceiling to steal the inside line is the kind of thing you shout about on the couch.</p>',
      '<p>The handling is floaty by design, with a boost meter that fills as you drift. Twenty-four tracks are spread across six cups, and the later ones loop back on themselves in ways that genuinely confuse your sense of up and down.</p>',
      '<h2>Best with friends</h2>',
      '<p>Four-player split screen runs smoothly and is where the game shines. Online play works, but the player base was small at launch, and the single-player career is thin.</p>',
      '<p><strong>Verdict: 7/10.</strong> A fun, chaotic party racer that deserves a bigger audience than it found.</p>',
    ),
    picture: true,
    metaDescription:
      'Orbital Drift review: a dizzying zero-gravity arcade racer with great split-screen multiplayer and a thin solo career.',
    status: 'archived',
    daysAgo: 118,
  },
  // ——— Hardware ———
  {
    title: 'The Best Graphics Cards for 1440p Gaming Right Now',
    category: 'hardware',
    tags: ['GPU', 'PC', 'Benchmarks'],
    excerpt:
      '1440p is the sweet spot for PC gaming, and this season’s graphics cards finally make high refresh rates affordable. Here is what to buy at every budget.',
    content: html(
      '<p>Four years ago, a smooth 1440p experience meant spending flagship money. Today, mid-range cards push well past 100 fps in most modern games at that resolution, and upscaling fills in the gaps for the heaviest ray-traced titles.</p>',
      '<p>We tested eleven current cards across fifteen games, at high settings with and without upscaling, and measured noise, power draw and 1% lows as well as averages. Averages sell cards; 1% lows tell you whether a game actually feels smooth.</p>',
      '<h2>Our picks</h2>',
      '<ul><li><strong>Best overall:</strong> a 16GB mid-range card in the 500 to 600 dollar bracket, which averaged 118 fps in our suite and stayed quiet under load.</li><li><strong>Best value:</strong> last generation’s upper mid-range, now discounted, still comfortably above 90 fps.</li><li><strong>Best for ray tracing:</strong> spend a tier higher; the gap widens sharply once path tracing is enabled.</li><li><strong>Avoid:</strong> 8GB cards at this resolution; several games stuttered as textures spilled into system memory.</li></ul>',
      '<p>Your CPU matters more at 1440p than many expect. In competitive shooters, our test cards were frequently CPU-limited above 200 fps, so pairing a great GPU with an old quad-core leaves performance on the table.</p>',
      '<p>Finally, check your power supply. Several of the cards we tested spike well above their rated power for milliseconds at a time, and a quality 750 W unit is a sensible floor for anything above the entry tier.</p>',
    ),
    picture: true,
    metaDescription:
      'The best graphics cards for 1440p gaming: tested picks for value, ray tracing and high refresh rates, plus which cards to avoid.',
    status: 'published',
    daysAgo: 2.5,
    featured: true,
    mainFeaturedRoutes: ['hardware'],
  },
  {
    title: 'Kestrel 27 QD-OLED Monitor Review: Inky Blacks, Honest Brightness',
    category: 'hardware',
    tags: ['Monitors', 'PC', 'PlayStation 5'],
    excerpt:
      'Kestrel’s first OLED gaming monitor nails motion clarity and contrast at a price that undercuts the big names. Just keep an eye on the matte coating.',
    content: html(
      '<p>The <strong>Kestrel 27 QD-OLED</strong> is a 27-inch, 1440p, 240 Hz panel from a brand better known for budget IPS screens. On paper it matches monitors that cost a third more. In practice, it mostly does.</p>',
      '<p>Motion clarity is superb. Near-instant pixel response means fast shooters look crisp with no overshoot, and the 240 Hz refresh rate pairs well with modern mid-range GPUs. Dark scenes in horror games are transformed by per-pixel contrast.</p>',
      '<h2>Brightness and burn-in</h2>',
      '<p>In HDR, small highlights reach an impressive peak, but full-screen brightness is limited, so bright desktop work can look a little dim. Kestrel includes pixel-refresh routines and a three-year warranty that explicitly covers burn-in, which is the reassurance OLED buyers need.</p>',
      '<p>The semi-glossy coating makes blacks look deep in a dim room, but reflections are noticeable in bright daylight. The stand is basic, with tilt and height only, and the on-screen menu is clumsy.</p>',
      '<p><strong>Verdict:</strong> a fantastic first OLED for gamers who play in controlled lighting, at a price that makes the premium brands look greedy.</p>',
    ),
    picture: true,
    metaDescription:
      'Kestrel 27 QD-OLED review: superb motion clarity and contrast at 240 Hz, a burn-in warranty and a sharp price. Watch the reflections.',
    status: 'published',
    daysAgo: 7,
    featured: true,
  },
  {
    title: 'Do You Still Need 16GB of VRAM? We Tested Twelve Games to Find Out',
    category: 'hardware',
    tags: ['GPU', 'Benchmarks', 'PC'],
    excerpt:
      'Video memory has become the most argued-about spec in PC gaming. We measured real usage across twelve recent games at three resolutions.',
    content: html(
      '<p>Every new graphics card launch reignites the same debate: is 8GB enough, is 12GB the minimum, and does anyone really need 16GB? Rather than argue, we logged memory usage and frame-time consistency in twelve demanding games released in the past year.</p>',
      '<h2>How we tested</h2>',
      '<p>We used two cards with identical GPU chips but different memory sizes, so any difference in performance comes down to VRAM alone. Each game ran a repeatable thirty-minute route, not a short benchmark, because memory pressure builds over time as new areas stream in.</p>',
      '<p>At 1080p with high textures, 8GB held up in nine of twelve games. At 1440p, that fell to five, with the others showing texture pop-in or sudden stutters rather than lower average frame rates. At 4K, only the 16GB card delivered consistent frame times across the whole suite.</p>',
      '<blockquote>Running out of VRAM rarely lowers your average fps. It ruins your 1% lows, and that is what you feel.</blockquote>',
      '<p>Our advice: 12GB is the practical minimum for a new card aimed at 1440p, and 16GB buys real headroom for the next few years of console ports. If you already own an 8GB card, dropping textures one notch fixes most problems with minimal visual cost.</p>',
    ),
    picture: true,
    metaDescription:
      'Is 8GB of VRAM enough in 2026? We tested twelve games at three resolutions on identical GPUs with different memory sizes.',
    status: 'published',
    daysAgo: 12,
    featured: true,
  },
  {
    title: 'Building a Whisper-Quiet Small Form Factor Gaming PC',
    category: 'hardware',
    tags: ['PC', 'CPU', 'GPU', 'Build Guide'],
    excerpt:
      'A gaming PC the size of a shoebox does not have to sound like a hairdryer. Here is how we built a 10-litre system that stays under 30 dB while gaming.',
    content: html(
      '<p>Small form factor builds are having a moment, but most of them trade silence for size. Our goal was a system under 11 litres, capable of 1440p gaming, that you could not hear from the sofa.</p>',
      '<h2>The parts that matter</h2>',
      '<ul><li><strong>CPU:</strong> an efficient eight-core chip with a 65 W power limit. The performance loss versus unlimited power was under 5% in games.</li><li><strong>Cooler:</strong> a low-profile tower with a 120 mm fan, capped at 900 rpm.</li><li><strong>GPU:</strong> a two-slot card, undervolted by 75 mV, which cut power by a fifth and lost 3% performance.</li><li><strong>PSU:</strong> an SFX unit with a semi-passive fan mode.</li></ul>',
      '<p>Undervolting did most of the work. Modern CPUs and GPUs ship with generous voltage margins, and trimming them reduces heat, which lets every fan in the case spin slower.</p>',
      '<p>Airflow direction matters more in a small case. We pulled cool air through the GPU side and exhausted it above the CPU, which dropped GPU temperatures by 7°C compared with the manufacturer’s suggested layout.</p>',
      '<p>The result: 28 dB at one metre during a long session in a demanding RPG, and an average of 96 fps at 1440p high. It is not the fastest build you can make, but it is the one we would want under a TV.</p>',
    ),
    metaDescription:
      'How to build a quiet small form factor gaming PC: efficient parts, undervolting and airflow tips for a 10-litre build under 30 dB.',
    status: 'published',
    daysAgo: 19,
  },
  {
    title: 'Nintendo Switch 2 Docked vs Handheld: How Much Performance Do You Lose?',
    category: 'hardware',
    tags: ['Nintendo Switch 2', 'Benchmarks', 'Handheld'],
    excerpt:
      'We measured resolution and frame rates in eight games to see how much the Switch 2 gives up when you pick it off the dock.',
    content: html(
      '<p>Every hybrid console makes a compromise: the same chip has to run on a battery in your hands and on wall power under a TV. We captured eight popular games in both modes to see where the <strong>Nintendo Switch 2</strong> draws the line.</p>',
      '<p>The short answer is resolution, not frame rate. In six of the eight games, the target frame rate was identical in both modes, with handheld play rendering at roughly 60% of the docked resolution before upscaling.</p>',
      '<h2>Where it shows</h2>',
      '<p>Open-world games with long draw distances were the exception. Two of them dropped from a steady 60 fps docked to an unlocked 40 to 50 fps handheld, which felt noticeably less smooth. Fast racing games, meanwhile, held their frame rate but looked softer on the smaller screen.</p>',
      '<p>Battery life ranged from just over two hours in the most demanding game to nearly six in a 2D platformer. Lowering screen brightness to 60% added around twenty minutes in our tests.</p>',
      '<p>The takeaway: handheld mode is remarkably close to docked for most players, and the smaller screen hides most of the resolution drop. If a game’s frame rate matters to you, docked play remains the safer bet.</p>',
    ),
    picture: true,
    metaDescription:
      'Nintendo Switch 2 docked vs handheld performance: resolution, frame rate and battery life measured across eight games.',
    status: 'published',
    daysAgo: 27,
  },
  {
    title: 'Hall Effect Sticks Explained: Is This the End of Controller Drift?',
    category: 'hardware',
    tags: ['Peripherals', 'PlayStation 5', 'Xbox', 'PC'],
    excerpt:
      'Magnetic analog sticks promise to end the drift that ruins controllers after a year. We explain how they work and whether they live up to the hype.',
    content: html(
      '<p>Stick drift, where your character slowly walks or your camera creeps without you touching anything, is one of the most common controller faults. Most standard sticks use potentiometers: a small contact wiping across a resistive track, which wears down with use.</p>',
      '<h2>How Hall effect sticks differ</h2>',
      '<p>Hall effect sticks replace that physical contact with a magnet and a sensor. As the stick moves, the magnetic field at the sensor changes, and the controller reads the position from that. With nothing rubbing against anything, there is very little to wear out.</p>',
      '<p>In our six-month test of three third-party controllers with Hall effect sticks, none developed measurable drift, while a standard controller used for the same period showed a small but detectable deadzone creep.</p>',
      '<ul><li><strong>Pros:</strong> long-term accuracy, adjustable deadzones, often cheaper to repair.</li><li><strong>Cons:</strong> some models feel lighter or less smooth; rare sensitivity to strong magnets nearby.</li></ul>',
      '<p>Hall effect sticks are not magic: the buttons, triggers and batteries of a controller can still fail. But if drift has killed a controller of yours before, they are the single best upgrade you can look for.</p>',
    ),
    metaDescription:
      'Hall effect analog sticks explained: how magnetic sensors prevent controller drift and whether they are worth buying.',
    status: 'published',
    daysAgo: 44,
  },
  {
    title: 'Mechanical Keyboard Switches for Gamers: Linear, Tactile or Clicky?',
    category: 'hardware',
    tags: ['Peripherals', 'PC', 'Beginner Guide'],
    excerpt:
      'The switch under each key shapes how a keyboard feels more than any other part. Here is a plain-language guide to choosing one for gaming.',
    content: html(
      '<p>Walk into any keyboard discussion and you will be buried in jargon: actuation points, bottom-out force, pre-travel. For gaming, it comes down to three families of switch and a handful of numbers.</p>',
      '<h2>The three families</h2>',
      '<ul><li><strong>Linear:</strong> smooth from top to bottom with no bump. Popular for fast games where you tap and hold keys.</li><li><strong>Tactile:</strong> a small bump tells you the key has registered. A good all-rounder for gaming and typing.</li><li><strong>Clicky:</strong> a bump plus an audible click. Satisfying, but loud on voice chat.</li></ul>',
      '<p>Actuation force is measured in grams. Lighter switches, around 45 g, are quicker to press repeatedly; heavier ones reduce accidental presses. Most players are happiest in the 45 to 60 g range.</p>',
      '<p>Newer magnetic switches let you set the actuation point per key and even trigger a key again before it fully returns. They are a genuine advantage in rhythm games and shooters that reward fast strafing.</p>',
      '<p>If you can, buy a cheap switch tester before committing. Ten minutes pressing real switches will tell you more than any guide.</p>',
    ),
    picture: true,
    metaDescription:
      'Linear, tactile or clicky? A plain-language guide to mechanical keyboard switches for gaming, including magnetic switches.',
    status: 'published',
    daysAgo: 73,
  },
  {
    title: 'Halcyon Pro Wireless Headset: First Impressions',
    category: 'hardware',
    tags: ['Peripherals', 'PC', 'PlayStation 5', 'Xbox'],
    excerpt: 'Early notes on Halcyon’s new tri-mode wireless headset ahead of our full review.',
    content: html(
      '<p>The <strong>Halcyon Pro</strong> arrived this week and we have spent about ten hours with it across PC and PlayStation 5. It connects over a 2.4 GHz dongle, Bluetooth and USB-C audio, and can mix two sources at once.</p>',
      '<p>Comfort is excellent: memory foam pads, a suspension band and a clamp force that suits larger heads. Sound is warm with a slightly boosted low end, which works well for action games but can mask footsteps.</p>',
      '<h2>To check before the full review</h2>',
      '<ul><li>Microphone quality against our reference recordings.</li><li>Battery life claims of 70 hours.</li><li>Latency over Bluetooth on Nintendo Switch 2.</li></ul>',
      '<p>Build quality feels premium, with an aluminium headband and a magnetic, detachable microphone. The companion app offers a ten-band equaliser, though its presets are heavy-handed.</p>',
      '<p>Full verdict and scores to follow.</p>',
    ),
    metaDescription:
      'First impressions of the Halcyon Pro tri-mode wireless gaming headset: comfort, sound and what we will test for the full review.',
    status: 'draft',
    daysAgo: 1.2,
  },
  // ——— Esports ———
  {
    title: 'Rift Sentinels World Finals: How Underdogs Harbor Nine Took the Crown',
    category: 'esports',
    tags: ['Rift Sentinels', 'Tournaments', 'PC'],
    excerpt:
      'Seeded last out of sixteen, Harbor Nine beat three former champions on the way to the Rift Sentinels world title. We break down how they did it.',
    content: html(
      '<p>Nobody picked <strong>Harbor Nine</strong>. The roster qualified through the last-chance bracket, lost its opening group match and needed a tiebreaker just to reach the playoffs. Nine days later, they lifted the Rift Sentinels world championship trophy in front of a sold-out arena.</p>',
      '<p>The run was built on a single strategic bet. While the rest of the field played the dominant dive composition, Harbor Nine committed to a slow, zone-control style built around two support heroes and a long-range anchor, and drilled it until it was second nature.</p>',
      '<h2>The turning point</h2>',
      '<p>The semi-final against defending champions Vanta Rising was the moment the bet paid off. Down two maps to none, Harbor Nine switched their anchor player onto a hero he had not played all tournament and took three straight maps, the last one by a single capture tick.</p>',
      '<blockquote>“We knew everyone would prepare for our comp. So we prepared for them preparing,” said captain Mireille “Tern” Okafor after the final.</blockquote>',
      '<p>The grand final was almost an anticlimax: a 4–1 win in which Harbor Nine’s rotations looked a full second ahead of their opponents. Their support player Kazu “Lantern” Ito was named tournament MVP, the first support to win the award.</p>',
      '<p>Expect the rest of the scene to copy their approach next season, and expect Harbor Nine to have moved on by then.</p>',
    ),
    picture: true,
    metaDescription:
      'How last-seeded Harbor Nine won the Rift Sentinels World Finals with a slow zone-control style and a semi-final comeback for the ages.',
    status: 'published',
    daysAgo: 3,
    featured: true,
    mainFeaturedRoutes: ['esports'],
  },
  {
    title: 'Valorant Meta Check: Why Pro Teams Are Running Double Controller Again',
    category: 'esports',
    tags: ['Valorant', 'FPS', 'Patch Notes', 'Tournaments'],
    excerpt:
      'After a season dominated by aggressive duelist picks, the latest regional events saw smoke-heavy compositions make a comeback. Here is why.',
    content: html(
      '<p>Watch a handful of this month’s regional <strong>Valorant</strong> matches and a pattern jumps out: more teams are fielding two controllers, trading a duelist’s raw entry power for a second set of smokes.</p>',
      '<p>The shift follows the most recent balance patch, which shortened the duration of several flash abilities and made solo entries riskier. With entry fragging less reliable, teams have leaned into slower executes where smokes isolate angles one at a time.</p>',
      '<h2>Where double controller shines</h2>',
      '<ul><li>Large maps with long sightlines, where a single set of smokes cannot cover every angle.</li><li>Post-plant situations, where a second controller can re-smoke a site from safety.</li><li>Teams with a strong in-game leader who wants control of tempo.</li></ul>',
      '<p>It is not universal. On compact maps, most teams still prefer a duelist’s ability to take space quickly, and the best-performing squads have switched compositions map by map.</p>',
      '<p>For ranked players, the lesson is simpler: a second smoke is rarely a wasted pick, especially when your team struggles to coordinate entries.</p>',
    ),
    picture: true,
    metaDescription:
      'Why professional Valorant teams are running double controller compositions again, and what ranked players can learn from it.',
    status: 'published',
    daysAgo: 6,
  },
  {
    title: 'League of Legends Spring Split Preview: Five Storylines to Watch',
    category: 'esports',
    tags: ['League of Legends', 'Tournaments', 'PC'],
    excerpt:
      'Rebuilt rosters, a rookie mid laner everyone is talking about and a dynasty under pressure: what to watch as the regional spring split begins.',
    content: html(
      '<p>The off-season was one of the busiest in years, with more than half of the league’s starting players changing teams. Here are the five storylines we will be following in the <strong>League of Legends</strong> spring split.</p>',
      '<h2>1. Can the champions survive a rebuild?</h2>',
      '<p>Last year’s winners kept only their jungler and support. Their new solo laners are talented but have never played on a main stage together, and early scrim results are reportedly mixed.</p>',
      '<h2>2. The rookie everyone wants to see</h2>',
      '<p>A seventeen-year-old mid laner who topped the solo queue ladder for three months makes his debut. Expectations are enormous, which is rarely fair on a first-year pro.</p>',
      '<p>Elsewhere, watch for the league’s new best-of-three format in the regular season, a returning veteran coach at one of the bottom-table teams, and a budget squad that signed five academy players and is openly aiming for the playoffs anyway.</p>',
      '<p>We will publish power rankings after the second week, once the scrim rumours have been replaced by actual results.</p>',
    ),
    metaDescription:
      'League of Legends spring split preview: rebuilt champions, a hyped rookie mid laner and three more storylines to follow this season.',
    status: 'published',
    daysAgo: 10,
  },
  {
    title: 'Inside an Esports Bootcamp: Sleep, Scrims and Spreadsheets',
    category: 'esports',
    tags: ['Tournaments', 'Counter-Strike 2', 'Industry'],
    excerpt:
      'We spent a week with a Counter-Strike 2 team preparing for a major qualifier. The hours are long, but the surprise is how little of it is playing.',
    content: html(
      '<p>The bootcamp house is on a quiet residential street, and the first thing you notice is the whiteboard in the kitchen. It is not a strategy board. It is a sleep schedule.</p>',
      '<p>“We used to scrim until three in the morning,” the team’s head coach told us. “We were tired, we played worse, and we learned less. Now lights are out by midnight, and nobody touches a phone for the first hour of the day.”</p>',
      '<h2>A typical day</h2>',
      '<ul><li><strong>Morning:</strong> exercise, breakfast together and a video review of the previous day’s scrims.</li><li><strong>Afternoon:</strong> two blocks of scrims against other qualifying teams, with utility drills in between.</li><li><strong>Evening:</strong> individual reviews with the analyst, who tracks every round in a shared spreadsheet.</li></ul>',
      '<p>The analyst’s spreadsheet is the team’s quiet weapon. It logs every opponent’s default setups, timings and favourite retakes, and the players can quote it from memory by the end of the week.</p>',
      '<p>Actual game time is around seven hours a day, far less than the twelve-hour marathons of esports legend. The team believes it is why they arrive at tournaments fresher than their rivals.</p>',
    ),
    picture: true,
    metaDescription:
      'A week inside a Counter-Strike 2 team bootcamp: sleep schedules, scrim blocks and the analyst spreadsheet that drives preparation.',
    status: 'published',
    daysAgo: 24,
  },
  {
    title: 'Counter-Strike 2 Major Qualifier Recap: Three Upsets and a Record Comeback',
    category: 'esports',
    tags: ['Counter-Strike 2', 'Tournaments', 'FPS'],
    excerpt:
      'The regional qualifier delivered chaos: two top-ten teams eliminated early and a 3–12 deficit turned into a win on the final map.',
    content: html(
      '<p>If you only watch one qualifier a year, this was the one to pick. The regional <strong>Counter-Strike 2</strong> qualifier sent eight teams to the major, and only four of them were the favourites.</p>',
      '<p>The biggest shock came on day one, when the region’s second-ranked team lost to a mix of veterans playing together for the first time. Their in-game leader, a forty-minute drive from retirement two months ago, called a string of fake executes that had the favourites rotating into empty sites.</p>',
      '<h2>The comeback</h2>',
      '<p>The elimination match between Copperline and Nordgard Esports will be replayed for years. Down 3–12 on the deciding map, Copperline won nine rounds in a row off a single force-buy, then closed out the game in overtime.</p>',
      '<p>Statistically, teams trailing by nine rounds at that stage win under two per cent of the time. Copperline’s AWPer finished the map with a 1.61 rating, almost all of it earned in the second half.</p>',
      '<p>The major itself begins in three weeks, with the draw for the opening stage scheduled for next Monday.</p>',
    ),
    picture: true,
    metaDescription:
      'Counter-Strike 2 major qualifier recap: early exits for two top-ten teams and a record 3–12 comeback in the elimination match.',
    status: 'published',
    daysAgo: 31,
  },
  {
    title: 'The Economics of Collegiate Esports Scholarships',
    category: 'esports',
    tags: ['Industry', 'League of Legends', 'Valorant'],
    excerpt:
      'Hundreds of colleges now offer esports scholarships. We looked at what they are worth, who gets them and what they ask in return.',
    content: html(
      '<p>A decade ago, an esports scholarship was a novelty. Today, hundreds of colleges field varsity teams, many with dedicated arenas, coaches and recruitment budgets.</p>',
      '<p>The scholarships themselves vary enormously. Most of the programmes we surveyed offer partial awards covering between 10% and 40% of tuition; full rides remain rare and tend to go to players with existing competitive results.</p>',
      '<h2>What students give back</h2>',
      '<p>Scholarship players typically commit to fifteen to twenty hours of practice a week, travel for tournaments and minimum grade requirements. Several also help run campus events or stream for the programme’s channels.</p>',
      '<p>For colleges, the maths is about enrolment. Esports programmes attract students who might never have considered the institution, and the scholarship budget is small next to the tuition those students bring in.</p>',
      '<p>For players, the advice from coaches was consistent: treat it as a way to fund a degree, not as a path to a professional career. Only a small fraction of collegiate players go pro.</p>',
    ),
    metaDescription:
      'What collegiate esports scholarships are worth, who receives them and what colleges expect from scholarship players in return.',
    status: 'published',
    daysAgo: 66,
  },
  {
    title: 'Dota 2 Regional League Finals Preview: Can Anyone Stop Ember Wolves?',
    category: 'esports',
    tags: ['Dota 2', 'Tournaments', 'PC'],
    excerpt: 'Ember Wolves went undefeated through the regular season. Three challengers think they have found the cracks.',
    content: html(
      '<p>Fourteen series played, fourteen won. <strong>Ember Wolves</strong> enter the <strong>Dota 2</strong> regional league finals as overwhelming favourites, with the fastest average game time in the league.</p>',
      '<p>Their style is relentless: an aggressive early rotation from the support pair, an offlaner who sets up fights before the ten-minute mark and a carry player who rarely needs to farm long.</p>',
      '<h2>The challengers</h2>',
      '<ul><li><strong>Solstice Gaming</strong> took Ember Wolves to a third game twice, both times by surviving the early game and out-scaling them.</li><li><strong>Quiet Harbour</strong> have the league’s best late-game drafts.</li><li><strong>Red Meridian</strong> are the form team, winners of their last eight series.</li></ul>',
      '<p>The current patch may be the biggest threat to the favourites. Recent changes slowed early-game gold income slightly, which rewards teams that scale rather than snowball.</p>',
      '<p>The finals run over a single weekend, with the upper-bracket final on Saturday and the grand final on Sunday. We will be covering every series live.</p>',
    ),
    picture: true,
    metaDescription:
      'Dota 2 regional league finals preview: undefeated Ember Wolves face three challengers who think they have found the cracks.',
    status: 'scheduled',
    daysAgo: 0.3,
    scheduledInHours: 36,
  },
  {
    title: 'Why Franchised Esports Leagues Keep Shrinking',
    category: 'esports',
    tags: ['Industry', 'Tournaments'],
    excerpt:
      'Franchise slots once sold for millions, yet several leagues are now cutting teams and rethinking the model. We look at what went wrong.',
    content: html(
      '<p>The pitch for franchised esports leagues was borrowed from traditional sports: guaranteed slots, revenue sharing and stable rosters that fans could follow for years. For a while, it looked like it would work.</p>',
      '<p>The problem was revenue. Sponsorship and media rights grew more slowly than the cost of salaries, venues and travel, and the franchise fees teams had paid upfront became a weight rather than an investment.</p>',
      '<h2>The open circuit returns</h2>',
      '<p>Several leagues have responded by reducing team counts, dropping home-and-away events or opening up qualification to non-franchised teams. Open circuits, where anyone can qualify, are quietly coming back into fashion.</p>',
      '<p>Fans seem happy with the change: viewership of open qualifiers has risen, and underdog stories are back. For team owners who paid for permanent slots, the picture is less cheerful.</p>',
    ),
    metaDescription:
      'Why franchised esports leagues are shrinking, from slow revenue growth to the return of open qualification circuits.',
    status: 'archived',
    daysAgo: 112,
  },
  // ——— Guide ———
  {
    title: 'Ashen Crown Beginner Guide: Ten Things We Wish We Knew Before Starting',
    category: 'guide',
    tags: ['Beginner Guide', 'RPG', 'Tips', 'PC'],
    excerpt:
      'From the best starting weapon to the shrine you should never skip, here are ten tips that will make your first hours in Ashen Crown far smoother.',
    content: html(
      '<p><strong>Ashen Crown</strong> is kinder than most games of its kind, but it still hides a lot. After finishing it twice, here is the advice we would give our day-one selves.</p>',
      '<h2>Before your first boss</h2>',
      '<ul><li><strong>Pick the longsword.</strong> Its crown art is a parry-counter that teaches the timing every later weapon relies on.</li><li><strong>Rest at every shrine.</strong> Shrines bank your experience, so you never lose more than one area’s worth.</li><li><strong>Upgrade your flask first.</strong> The first two healing upgrades matter more than any stat point.</li><li><strong>Read enemy feet.</strong> Almost every delayed attack is telegraphed by a step back.</li></ul>',
      '<p>Do not spread your stat points thinly. Commit to one damage stat and vitality until the midgame, then branch out once you find a second weapon you like.</p>',
      '<h2>Things the game never tells you</h2>',
      '<p>Holding the interact button on a broken statue repairs it and opens a shortcut. Several merchants restock after each boss. And the second loadout slot is not just for backup weapons: swapping mid-combo keeps your crown art charge and extends strings.</p>',
      '<p>Finally, explore the flooded chapel before the third boss. The ring inside halves stamina cost on parries, and it changed how we played the rest of the game.</p>',
    ),
    picture: true,
    metaDescription:
      'Ashen Crown beginner guide: ten tips on weapons, shrines, stats and hidden mechanics to make your first hours much smoother.',
    status: 'published',
    daysAgo: 1,
    featured: true,
  },
  {
    title: 'Tidebreaker Crew Guide: The Best Sailors for Your First Lighthouse Run',
    category: 'guide',
    tags: ['Roguelike', 'Indie', 'Tips'],
    excerpt:
      'Your crew matters more than your cannons in Tidebreaker. These are the sailors worth recruiting early and the traits you should avoid.',
    content: html(
      '<p>Most new <strong>Tidebreaker</strong> captains spend their gold on guns. Most successful ones spend it on people. Crew traits stack, interact and decide whether your ship survives the late storms.</p>',
      '<h2>Recruit early</h2>',
      '<ul><li><strong>The Cartographer:</strong> reveals one extra island per chart. Information is worth more than firepower on a first run.</li><li><strong>The Cook:</strong> halves food consumption, freeing cargo space for trade goods.</li><li><strong>The Bosun:</strong> repairs a hull point after every battle, which adds up fast.</li></ul>',
      '<p>Avoid the Gambler early on. Doubling gold from events is tempting, but losing half your cargo on a bad roll can end a run before the second chart.</p>',
      '<p>Pair traits deliberately. A Lookout and a Gunner together let you fire before the enemy closes distance, turning many fights into one-sided affairs.</p>',
      '<p>Once you reach the third chart, start replacing utility crew with combat specialists. The storms there hit harder, and you will need the damage to end fights quickly.</p>',
    ),
    metaDescription:
      'Tidebreaker crew guide: the best sailors to recruit for a first lighthouse run, which traits to avoid and how to pair them.',
    status: 'published',
    daysAgo: 5,
  },
  {
    title: 'Valorant Beginner Guide: Crosshair Placement, Economy and Comms',
    category: 'guide',
    tags: ['Valorant', 'Beginner Guide', 'FPS', 'Tips'],
    excerpt:
      'Three fundamentals separate new Valorant players from climbers: where you aim, how you spend and what you say. Here is how to improve all three.',
    content: html(
      '<p>New players often blame their aim. In <strong>Valorant</strong>, most early deaths come from something simpler: looking in the wrong place, buying the wrong thing or not telling anyone what you saw.</p>',
      '<h2>Crosshair placement</h2>',
      '<p>Keep your crosshair at head height and on the edge of the next corner you are about to clear. If an enemy appears, you should need to move your mouse as little as possible. Practise walking routes in an empty custom game while keeping the crosshair level.</p>',
      '<h2>Economy</h2>',
      '<p>Buy as a team. If half your team saves and half buys rifles, you will lose that round and the next. When in doubt, follow the player with the most credits, and never skip armour on a full buy.</p>',
      '<h2>Comms</h2>',
      '<p>Short and useful beats long and excited. “Two B main, one low” tells your team everything. Avoid commentary on dead teammates’ mistakes: it costs focus and rounds.</p>',
      '<p>Master these three and your rank will rise long before your aim improves, which, conveniently, it will too.</p>',
    ),
    picture: true,
    metaDescription:
      'Valorant beginner guide: improve crosshair placement, team economy and callouts to climb ranked faster than aim training alone.',
    status: 'published',
    daysAgo: 11,
  },
  {
    title: 'Steam Deck Settings Guide: More Battery Life Without Losing Frames',
    category: 'guide',
    tags: ['Steam Deck', 'Handheld', 'PC', 'Tips'],
    excerpt:
      'A few minutes in the performance menu can add hours of battery life to your handheld. Here are the settings we use for every game.',
    content: html(
      '<p>Handheld PCs are happy to run every game at full power, and your battery pays for it. The trick is to give each game only as much power as it needs.</p>',
      '<h2>Our default profile</h2>',
      '<ul><li><strong>Frame rate limit:</strong> 40 fps with the screen at 40 Hz. It feels much smoother than 30 and costs far less than 60.</li><li><strong>TDP limit:</strong> start at 10 W and raise it only if the frame rate drops.</li><li><strong>Half-rate shading:</strong> off; the visual cost is rarely worth it.</li><li><strong>Brightness:</strong> 50 to 60% indoors.</li></ul>',
      '<p>Set these as per-game profiles, not globally. A 2D indie game can run at 5 W, while a demanding open-world game may need the full power budget.</p>',
      '<p>In-game, lower shadows and volumetric effects first. They are expensive and hard to see on a small screen. Keep textures high if the game allows; they cost memory, not much power.</p>',
      '<p>With these settings, we saw battery life rise from around two hours to over three and a half in a demanding RPG, with no noticeable drop in smoothness.</p>',
    ),
    picture: true,
    metaDescription:
      'Steam Deck settings guide: frame rate limits, TDP and per-game profiles that add hours of battery life without losing smoothness.',
    status: 'published',
    daysAgo: 20,
  },
  {
    title: 'Hollowfield Night Guide: Every Mystery Location and What to Bring',
    category: 'guide',
    tags: ['Indie', 'Tips', 'Nintendo Switch 2'],
    excerpt:
      'Hollowfield’s nights hide a three-year mystery. This spoiler-light guide covers where to look, what to carry and when to stay inside.',
    content: html(
      '<p>You can play <strong>Hollowfield</strong> without ever leaving the house after dark, but you would miss its best story. This guide keeps spoilers light and focuses on where to look and how to prepare.</p>',
      '<h2>What to carry</h2>',
      '<ul><li>A lantern with at least one oil refill.</li><li>Salt, sold at the general store from the first autumn.</li><li>The old radio, which crackles near points of interest.</li></ul>',
      '<p>In the first year, the key locations are the north field scarecrow, the dry well behind the chapel and the fence line by the river. Each reveals a journal page when visited on the right night, usually signalled by fog at sunset.</p>',
      '<p>From the second year, the cellar under your farmhouse opens. Bring salt and do not stay longer than one in-game hour on your first visit.</p>',
      '<p>If a night feels wrong, go to bed. The game never punishes caution, and some events only trigger after you have ignored them once.</p>',
    ),
    metaDescription:
      'Hollowfield night guide: the mystery locations of each year, what to carry after dark and when it is safer to stay inside.',
    status: 'published',
    daysAgo: 38,
  },
  {
    title: 'League of Legends Beginner Guide: Lanes, Roles and the Jungle Explained',
    category: 'guide',
    tags: ['League of Legends', 'Beginner Guide', 'PC'],
    excerpt:
      'Five roles, three lanes and a jungle in between: a clear introduction to how a League of Legends match is structured and where you fit in.',
    content: html(
      '<p><strong>League of Legends</strong> is famously hard to get into. Before worrying about champions and items, it helps to understand the shape of a match and the job each player has.</p>',
      '<h2>The five roles</h2>',
      '<ul><li><strong>Top:</strong> durable fighters in a long, isolated lane.</li><li><strong>Jungle:</strong> roams between lanes, clears neutral camps and controls objectives.</li><li><strong>Mid:</strong> high-damage champions in the shortest lane, ready to help either side.</li><li><strong>Bottom:</strong> a ranged damage dealer who grows strong later.</li><li><strong>Support:</strong> protects the bottom laner and provides vision.</li></ul>',
      '<p>Early on, your goal in lane is simple: last-hit minions for gold and avoid dying. Gold buys items, and items win fights.</p>',
      '<p>Mid-game, teams group around objectives such as dragons and towers. Listen to pings, and follow your team rather than farming alone.</p>',
      '<p>Pick one role and two or three champions, and stick with them for your first fifty games. You will learn far faster than by trying everything.</p>',
    ),
    picture: true,
    metaDescription:
      'League of Legends beginner guide: the five roles, how lanes and the jungle work, and how new players should approach their first games.',
    status: 'published',
    daysAgo: 80,
  },
  {
    title: 'Starwright Trading Guide: Ten Profitable Routes for New Captains',
    category: 'guide',
    tags: ['Strategy', 'Tips', 'PC'],
    excerpt: 'Work in progress: our favourite early trade routes in Starwright, with cargo, margins and risks.',
    content: html(
      '<p>Your first million credits in <strong>Starwright</strong> come from knowing where to buy cheap and sell dear. These routes work for a starter hauler with twelve cargo units.</p>',
      '<h2>Core-system routes</h2>',
      '<p>Grain from the agricultural belt to the mining colonies is the classic opener: low risk, steady margins and no pirates to worry about.</p>',
      '<p>Medical supplies to frontier stations pay more but carry ambush risk. Hire an escort once you can afford it.</p>',
      '<p>We are still verifying margins after the latest economy patch; more routes to follow.</p>',
    ),
    metaDescription:
      'Starwright trading guide: profitable early trade routes for a starter hauler, with cargo, margins and risks.',
    status: 'draft',
    daysAgo: 2,
  },
  // ——— Web ———
  {
    title: 'WebGPU Is Here: What It Means for Browser Games',
    category: 'web',
    tags: ['WebGPU', 'Browser Games', 'Game Dev'],
    excerpt:
      'With WebGPU now shipping in every major browser, games on the web can finally use modern graphics hardware properly. Here is what changes.',
    content: html(
      '<p>For more than a decade, 3D in the browser meant WebGL, an API modelled on graphics standards from the late 2000s. <strong>WebGPU</strong> replaces it with a design closer to the modern native APIs that console and PC games use.</p>',
      '<p>The headline benefit is efficiency. WebGPU lets developers record work in advance and submit it in large batches, cutting the per-draw overhead that held WebGL games back. In engine demos we tried, scenes with tens of thousands of objects ran smoothly on mid-range laptops.</p>',
      '<h2>Compute shaders change the game</h2>',
      '<p>WebGPU also brings general-purpose compute to the browser. Particle systems, cloth, crowd simulation and even some physics can now run on the GPU, freeing the main thread for game logic and keeping input responsive.</p>',
      '<p>Support in the major engines is arriving quickly, and the specification itself is public at <a href="https://www.w3.org/TR/webgpu/">the W3C</a>. Developers can still fall back to WebGL for older devices, so there is little risk in starting now.</p>',
      '<p>Do not expect console-quality blockbusters in a tab tomorrow: download sizes and memory limits still apply. But the ceiling for what a link can launch just rose dramatically.</p>',
    ),
    picture: true,
    metaDescription:
      'WebGPU is shipping in every major browser. What modern GPU access and compute shaders mean for the future of browser games.',
    status: 'published',
    daysAgo: 3.5,
  },
  {
    title: 'Lessons From a 48-Hour Browser Game Jam',
    category: 'web',
    tags: ['Game Dev', 'Browser Games', 'Indie'],
    excerpt:
      'We joined a weekend jam with one rule: the game had to run in a browser tab. Here is what three hundred teams taught us about shipping fast on the web.',
    content: html(
      '<p>The theme was announced at 6 pm on Friday: <em>“echoes”</em>. By Sunday evening, more than three hundred playable browser games had been submitted, from rhythm games to tiny roguelikes.</p>',
      '<p>The web made one thing dramatically easier: sharing. Every entry was one link away from players, with no installers or store approvals. Teams playtested with strangers on Saturday afternoon and fixed bugs before dinner.</p>',
      '<h2>What the best entries did</h2>',
      '<ul><li>Kept the download under 10 MB, so the game started in seconds.</li><li>Handled audio unlocking properly, so sound worked after the first click.</li><li>Supported both keyboard and touch from the start.</li><li>Saved progress to local storage, so a refreshed tab did not lose a run.</li></ul>',
      '<p>The winning entry, a puzzle game in which your past moves replay as ghosts you must cooperate with, was built with a lightweight 2D framework and fewer than three thousand lines of code.</p>',
      '<p>Our own entry came twelfth out of thirty in its category. We learned that scope, not technology, is what sinks jam games.</p>',
    ),
    featuredImage: 'https://youtu.be/jNQXAC9IVRw',
    metaDescription:
      'What a 48-hour browser game jam taught us about shipping games on the web: small downloads, audio, touch input and scope.',
    status: 'published',
    daysAgo: 8,
  },
  {
    title: 'WebAssembly Ports Bring Classic PC Games to Any Browser',
    category: 'web',
    tags: ['WebAssembly', 'Browser Games', 'PC'],
    excerpt:
      'Hobbyists are compiling decades-old game engines to WebAssembly so they run in a browser tab. We look at how it works and the legal fine print.',
    content: html(
      '<p>Open a link, drop in the data files from a game you own, and a twenty-five-year-old shooter starts running at a smooth frame rate in your browser. That is the promise of a growing number of <strong>WebAssembly</strong> ports.</p>',
      '<p>WebAssembly lets code written in languages like C and C++ run in the browser at close to native speed. Classic engines whose source code has been released are ideal candidates: they are small, well understood and already portable.</p>',
      '<h2>How the ports work</h2>',
      '<p>Most projects use a compiler toolchain to translate the engine, then replace platform-specific parts such as audio, input and file access with browser equivalents. Saved games usually live in the browser’s own storage.</p>',
      '<p>The legal side is important. Open-source engine code does not make the game’s art, levels and music free. The responsible ports ask you to supply your own copy of the data files and never host them.</p>',
      '<p>For preservation, the benefit is clear: a game that runs in a browser is far easier to keep playable than one tied to an old operating system.</p>',
    ),
    metaDescription:
      'How hobbyist WebAssembly ports bring classic PC game engines to the browser, and the legal fine print about game data files.',
    status: 'published',
    daysAgo: 17,
  },
  {
    title: 'Five Browser Games Worth Your Lunch Break This Month',
    category: 'web',
    tags: ['Browser Games', 'Indie', 'Puzzle'],
    excerpt: 'No downloads, no accounts, no nonsense: five free browser games that fit neatly into a lunch break.',
    content: html(
      '<p>Sometimes you want a game that loads before your sandwich is unwrapped. These five run in any modern browser and respect your time.</p>',
      '<h2>Our picks</h2>',
      '<ul><li><strong>Paperfold:</strong> an origami puzzle game in which each fold changes the level. About two minutes a puzzle.</li><li><strong>Signal Lost:</strong> a tiny text adventure told through a failing radio.</li><li><strong>Orbit Golf:</strong> mini golf with planets and gravity wells.</li><li><strong>Tilecraft Daily:</strong> a daily word-and-tile puzzle with a shareable result.</li><li><strong>Pocket Raid:</strong> a one-button dungeon runner for touch screens.</li></ul>',
      '<p>All five save progress locally, so you can close the tab and pick up tomorrow. None asks for an account.</p>',
      '<p>Orbit Golf is our favourite of the month: its hundred holes go from gentle to fiendish, and the physics feel exactly right.</p>',
      '<p>Made a browser game you think we should feature? Tell us through the contact page.</p>',
    ),
    picture: true,
    metaDescription:
      'Five free browser games for your lunch break: puzzle, text adventure, space mini golf and more, with no downloads or accounts.',
    status: 'published',
    daysAgo: 26,
  },
  {
    title: 'Progressive Web Apps for Game Launchers: Are They Ready?',
    category: 'web',
    tags: ['Game Dev', 'Browser Games', 'Industry'],
    excerpt:
      'A few studios now ship their launchers and companion apps as progressive web apps. We tested what works offline, what does not and why it matters.',
    content: html(
      '<p>Game launchers are notorious for being heavy, slow to start and eager to run in the background. A handful of smaller studios have tried a lighter approach: shipping their launcher or companion app as a progressive web app.</p>',
      '<p>A progressive web app is a website that can be installed like an app, with its own window and icon, and can work offline through a service worker that caches its files.</p>',
      '<h2>What worked</h2>',
      '<p>Patch notes, news and account pages loaded instantly from cache. Push notifications for friend invites worked on desktop and Android. Updates were seamless because the app simply fetched new files.</p>',
      '<h2>What did not</h2>',
      '<p>Installing and updating large native game files is still beyond what browsers allow, so every PWA launcher we tried handed off to a small native helper. On some mobile platforms, background features remain limited.</p>',
      '<p>For companion apps, PWAs are ready today. For full launchers, they are a promising hybrid rather than a replacement.</p>',
    ),
    metaDescription:
      'Are progressive web apps ready to replace game launchers? We tested offline caching, notifications and updates from several studios.',
    status: 'published',
    daysAgo: 47,
  },
  {
    title: 'Cloud Gaming in the Browser: Latency Tested on Five Connections',
    category: 'web',
    tags: ['Cloud Gaming', 'Browser Games', 'Benchmarks'],
    excerpt:
      'We measured input latency of browser-based cloud gaming on fibre, cable, 5G, hotel Wi-Fi and a train. The results were better than we expected, mostly.',
    content: html(
      '<p>Cloud gaming in a browser tab is now a normal way to play for many people. But how does it feel on a real connection rather than a demo booth? We measured end-to-end input latency with a high-speed camera on five networks.</p>',
      '<h2>The results</h2>',
      '<ul><li><strong>Fibre:</strong> 42 ms, close to a local console on a slow TV.</li><li><strong>Cable:</strong> 58 ms, fine for everything except competitive shooters.</li><li><strong>5G:</strong> 71 ms, with occasional spikes.</li><li><strong>Hotel Wi-Fi:</strong> 110 ms and visible compression.</li><li><strong>Train:</strong> unplayable more often than not.</li></ul>',
      '<p>The browser itself added little latency compared with native apps in our tests. The network, and especially Wi-Fi in the home, mattered far more. A wired connection cut 10 to 15 ms on every service.</p>',
      '<p>Image quality followed the same pattern. On fibre, fast motion stayed clean at 1080p; on hotel Wi-Fi, dark scenes dissolved into blocky gradients as the stream dropped its bitrate.</p>',
      '<p>For single-player adventures and strategy games, browser cloud gaming on a good home connection is genuinely comfortable. For ranked multiplayer, local hardware still wins.</p>',
    ),
    picture: true,
    metaDescription:
      'Browser cloud gaming latency tested on fibre, cable, 5G, hotel Wi-Fi and a train, with tips to reduce input lag at home.',
    status: 'published',
    daysAgo: 95,
  },
  {
    title: 'Getting Started With WebGPU Compute for Game Physics',
    category: 'web',
    tags: ['WebGPU', 'Game Dev', 'Tutorial'],
    excerpt: 'Draft: a step-by-step introduction to running a simple particle simulation on the GPU with WebGPU compute shaders.',
    content: html(
      '<p>This tutorial walks through moving a particle simulation from JavaScript to a <strong>WebGPU</strong> compute shader, using nothing but the browser’s built-in APIs.</p>',
      '<h2>What you will build</h2>',
      '<p>Ten thousand particles bouncing inside a box, updated entirely on the GPU each frame, then drawn with the same buffers.</p>',
      '<p>We start by requesting an adapter and a device, create a storage buffer for particle positions and velocities, and write a short compute shader that integrates motion.</p>',
      '<p>Still to write: collision handling, the render pass and a comparison with the CPU version. Reference: <a href="https://developer.mozilla.org/en-US/docs/Web/API/WebGPU_API">MDN’s WebGPU API documentation</a>.</p>',
    ),
    metaDescription:
      'A beginner tutorial on WebGPU compute shaders: run a ten-thousand-particle simulation entirely on the GPU in the browser.',
    status: 'draft',
    daysAgo: 3,
  },
  // ——— News ———
  {
    title: 'Ashen Crown Passes Two Million Players as Studio Teases First Expansion',
    category: 'news',
    tags: ['RPG', 'DLC', 'Industry', 'PlayStation 5'],
    excerpt:
      'Just over a week after launch, Ashen Crown has reached two million players across PC and consoles, and its developer has hinted at a sizeable expansion.',
    content: html(
      '<p>Greyhollow Studio announced this morning that <strong>Ashen Crown</strong> has been played by more than two million people since its release, making it the studio’s fastest-selling game by a wide margin.</p>',
      '<p>The announcement came with a short teaser showing a snow-covered citadel and a new enemy type, captioned only “The northern crown waits.” The studio confirmed that an expansion is in development but gave no release window.</p>',
      '<h2>Patch first, expansion later</h2>',
      '<p>In a post on its community blog, Greyhollow said its immediate priority is a stability patch addressing co-op matchmaking delays and a rare crash when fast-travelling during rain. The patch is expected within two weeks on all platforms.</p>',
      '<blockquote>“We built a hard game and hoped a few hundred thousand people would find it. We are overwhelmed,” said game director Ines Valtonen.</blockquote>',
      '<p>Read our <strong>9/10 review</strong> for our full thoughts, and our beginner guide if you are just starting out.</p>',
    ),
    picture: true,
    metaDescription:
      'Ashen Crown passes two million players after just over a week, and developer Greyhollow Studio teases its first expansion.',
    status: 'published',
    daysAgo: 0.2,
    featured: true,
    mainFeaturedRoutes: ['all'],
  },
  {
    title: 'Neon Parallax Patch 1.2 Adds Photo Mode and Reworks the Final Boss',
    category: 'news',
    tags: ['Patch Notes', 'FPS', 'PC', 'Xbox'],
    excerpt:
      'The first major update for Neon Parallax adds a photo mode, new arena challenges and a reworked final boss fight that players had criticised.',
    content: html(
      '<p>Patch 1.2 for <strong>Neon Parallax</strong> is live on all platforms today, and it tackles the biggest complaint about the game head-on.</p>',
      '<h2>Highlights</h2>',
      '<ul><li><strong>Final boss rework:</strong> reduced health, new wall-running phases and a parallax-shift weak point.</li><li><strong>Photo mode:</strong> free camera, depth of field, filters and the ability to hide the HUD.</li><li><strong>Arena:</strong> six new challenges and weekly leaderboard resets.</li><li><strong>Fixes:</strong> grapple occasionally failing on moving trains; audio desync in cutscenes at high frame rates.</li></ul>',
      '<p>The studio also added an option to skip radio monologues after they have been heard once, a quiet admission that the story’s pacing was a problem.</p>',
      '<p>Performance fixes are included too: the studio says shader compilation stutter on PC has been reduced, and the Xbox Series S version now holds its target frame rate in the busiest arenas.</p>',
      '<p>The update is around 6 GB on PC and slightly smaller on consoles.</p>',
    ),
    metaDescription:
      'Neon Parallax patch 1.2 patch notes: photo mode, a reworked final boss, new arena challenges and skippable radio monologues.',
    status: 'published',
    daysAgo: 2,
  },
  {
    title: 'Indie Showcase Round-Up: Twelve Games Announced This Week',
    category: 'news',
    tags: ['Indie', 'Release Dates', 'PC', 'Nintendo Switch 2'],
    excerpt:
      'From a cosy lighthouse keeper sim to a brutal roguelike deckbuilder, here is everything announced at this week’s online indie showcase.',
    content: html(
      '<p>This week’s online indie showcase packed twelve announcements into forty minutes. These are the ones that caught our eye.</p>',
      '<h2>Standouts</h2>',
      '<ul><li><strong>Keeper of the Tern:</strong> a lighthouse keeper sim with letters from passing ships. Out in spring on PC and Switch 2.</li><li><strong>Marrowdeck:</strong> a roguelike deckbuilder where cards are bones you dig up. Demo available today.</li><li><strong>Subway Choir:</strong> a rhythm game set on a singing underground train.</li><li><strong>Fern &amp; Flint:</strong> a two-player co-op survival game about a pair of foragers.</li></ul>',
      '<p>Several games launched demos during the show, and a shadow-drop of a small puzzle game, <em>Quiet Tiles</em>, is available now on PC.</p>',
      '<p>The showcase also confirmed release dates for two previously announced games, including the long-delayed farming roguelite <em>Seedbound</em>, which now arrives in late summer.</p>',
      '<p>We will be going hands-on with Marrowdeck’s demo next week.</p>',
    ),
    picture: true,
    metaDescription:
      'Everything announced at this week’s indie showcase, from a lighthouse keeper sim to a bone-themed roguelike deckbuilder.',
    status: 'published',
    daysAgo: 5.5,
  },
  {
    title: 'Starwright Is Coming to PlayStation 5 This Spring',
    category: 'news',
    tags: ['PlayStation 5', 'Release Dates', 'Strategy'],
    excerpt:
      'The acclaimed space trading sim leaves PC and Xbox exclusivity with a reworked controller interface and cross-platform saves.',
    content: html(
      '<p><strong>Starwright</strong>, the space trading and logistics sim we called “mesmerising” in our review, is coming to <strong>PlayStation 5</strong> in the spring.</p>',
      '<p>The developer says the port has been used to rebuild the interface for controllers from the ground up, with radial menus for trading and a new quick-route planner. The redesigned interface will also come to the Xbox version in a free update.</p>',
      '<h2>Cross-platform saves</h2>',
      '<p>Saves will move between PC, Xbox and PlayStation through a free account, so captains can keep their fleets if they switch platforms.</p>',
      '<p>Pre-orders open next month, alongside a new trailer showing the PlayStation 5 version running at 60 fps.</p>',
    ),
    picture: true,
    metaDescription:
      'Starwright comes to PlayStation 5 this spring with a rebuilt controller interface and cross-platform saves.',
    status: 'published',
    daysAgo: 13,
  },
  {
    title: 'Publisher Lumen Arc Announces Restructuring Across Three Studios',
    category: 'news',
    tags: ['Industry', 'Game Dev'],
    excerpt:
      'Mid-sized publisher Lumen Arc will merge two of its studios and cancel an unannounced project, affecting around eighty staff.',
    content: html(
      '<p>Publisher <strong>Lumen Arc</strong> announced a restructuring on Tuesday that will merge two of its internal studios and cancel one unannounced project.</p>',
      '<p>According to the company, around eighty staff are affected. Lumen Arc says it is offering severance, extended healthcare and support finding new roles, and that some staff will move to the merged studio.</p>',
      '<h2>Live games continue</h2>',
      '<p>The publisher stressed that its two live games will continue to receive updates, and that the sequel announced last year remains on track.</p>',
      '<p>The announcement adds to a difficult year for mid-sized publishers, many of which expanded quickly and are now cutting costs as development budgets rise.</p>',
    ),
    metaDescription:
      'Lumen Arc restructures three studios, merging two and cancelling an unannounced project, with around eighty staff affected.',
    status: 'published',
    daysAgo: 29,
  },
  {
    title: 'Preservation Group Launches Archive of Lost Browser Games',
    category: 'news',
    tags: ['Browser Games', 'Industry', 'PC'],
    excerpt:
      'A volunteer preservation group has opened a playable archive of more than ten thousand browser games from the plugin era.',
    content: html(
      '<p>A volunteer preservation group has launched a free, playable archive of more than ten thousand browser games originally built for plugins that modern browsers no longer support.</p>',
      '<p>The games run through an open-source emulator compiled for the web, so visitors can play them in a normal tab with no installs. Each entry is catalogued with its original author, year and, where known, the site that first hosted it.</p>',
      '<h2>Why it matters</h2>',
      '<p>For many players, these small games were a first taste of gaming, and many well-known developers started by making them. When plugin support ended, most became unplayable overnight.</p>',
      '<p>The group says it removes any game on request from its original creator, and is asking the public for help identifying games whose authors are unknown.</p>',
    ),
    picture: true,
    metaDescription:
      'A volunteer group launches a free, playable archive of more than ten thousand plugin-era browser games, running in any modern tab.',
    status: 'published',
    daysAgo: 52,
  },
  {
    title: 'Kitewind 2 Announced for Next Spring With Co-op Play',
    category: 'news',
    tags: ['Indie', 'Nintendo Switch 2', 'Release Dates', 'Co-op'],
    excerpt:
      'The sequel to last year’s beloved wind platformer adds two-player co-op, with a second kite that controls the opposite breeze.',
    content: html(
      '<p>The team behind <strong>Kitewind</strong>, one of our favourite platformers of last year, has announced a sequel for next spring on Nintendo Switch 2 and PC.</p>',
      '<p>The headline feature is co-op. A second player controls a second kite whose gusts blow the opposite way, and levels are designed around two breezes working together or against each other.</p>',
      '<h2>Bigger, but still focused</h2>',
      '<p>The studio promises around the same length as the original, with a new world map and a level editor that lets players share creations.</p>',
      '<p>A playable demo is planned for the next major indie showcase.</p>',
    ),
    picture: true,
    metaDescription:
      'Kitewind 2 is announced for next spring on Nintendo Switch 2 and PC, adding two-player co-op with opposing winds and a level editor.',
    status: 'scheduled',
    daysAgo: 0.6,
    scheduledInHours: 60,
  },
];
