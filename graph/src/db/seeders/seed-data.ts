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

export type SeedFeaturedRoute = 'homepage' | 'all' | 'hardware' | 'review' | 'esports' | 'guide' | 'web' | 'news';

export interface SeedArticle {
  title: string;
  /** a seedCategories slug */
  category: string;
  tags: string[];
  /** 1–2 sentences */
  excerpt: string;
  /** sanitizer-safe HTML */
  content: string;
  /** a YouTube link, an image URL, or absent so the product generates a thumbnail */
  featuredImage?: string;
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
  { name: 'Hardware', slug: 'hardware', description: 'GPUs, CPUs, consoles, handhelds and the peripherals on your desk, tested and explained.', color: '#2563eb' },
  { name: 'Review', slug: 'review', description: 'Our verdicts on the week’s biggest releases and the indies you might have missed.', color: '#16a34a' },
  { name: 'Esports', slug: 'esports', description: 'Tournaments, rosters, metas and the stories behind competitive play.', color: '#9333ea' },
  { name: 'Guide', slug: 'guide', description: 'Walkthroughs, builds and beginner guides that get you playing better, faster.', color: '#ea580c' },
  { name: 'Web', slug: 'web', description: 'Browser games, WebGPU, game development on the open web and the tools behind it.', color: '#0d9488' },
  { name: 'News', slug: 'news', description: 'Announcements, release dates, patches and industry moves, as they happen.', color: '#dc2626' },
];

/** Joins blocks of article HTML so each article reads as a list of paragraphs, headings and lists. */
const html = (...blocks: string[]): string => blocks.join('\n');

export const seedArticles: SeedArticle[] = [
  // ——— Review ———
  {
    title: 'Ashen Crown Review: A Soulslike That Finally Respects Your Time',
    category: 'review',
    tags: ['RPG', 'PC', 'PlayStation 5', 'Xbox'],
    excerpt: 'Ashen Crown keeps the punishing bosses and the haunted castles, then quietly removes every chore that usually comes with them. It is the best action RPG of the year so far.',
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
    featuredImage: 'https://www.youtube.com/watch?v=LXb3EKWsInQ',
    metaDescription: 'Ashen Crown review: brutal bosses, generous checkpoints and deep weapon arts make it the smartest soulslike in years. Verdict: 9/10.',
    status: 'published',
    daysAgo: 1.5,
    featured: true,
    masterFeatured: true,
  },
  {
    title: 'Tidebreaker Review: Roguelike Sailing With Teeth',
    category: 'review',
    tags: ['Roguelike', 'Indie', 'PC', 'Nintendo Switch 2'],
    excerpt: 'A small studio’s naval roguelike turns every voyage into a tense negotiation between greed and a rising tide. It is hard to stop at just one more run.',
    content: html(
      '<p><strong>Tidebreaker</strong> gives you a leaky sloop, a crew of four and a map that floods a little more after every island you visit. The goal is to reach the lighthouse at the edge of the chart before the sea swallows the route behind you.</p>',
      '<p>Runs last around forty minutes. You trade cargo, recruit sailors with odd traits, and bolt salvaged cannons onto a hull that is never quite big enough. The crew matter more than the guns: a superstitious navigator refuses to sail at night, while a retired pirate doubles your boarding damage but steals from the hold.</p>',
      '<h2>Combat on the swell</h2>',
      '<p>Battles are turn-based and played on a hex grid that shifts with the waves. Angling your broadside so the next swell lifts it into range is deeply satisfying, and the game telegraphs enemy intentions clearly enough that losses feel like your own fault.</p>',
      '<p>Meta-progression is light: you unlock new hulls and starting crews, not flat stat bonuses, so skill carries over more than grinding. The late-game storms are brutal, and a couple of event chains repeat too often after twenty hours.</p>',
      '<p><strong>Verdict: 8.5/10.</strong> One of the most confident indie debuts of the year, and a perfect fit for handheld play on the Switch 2 or Steam Deck.</p>',
    ),
    featuredImage: 'https://images.unsplash.com/photo-1518709268805-4e9042af9f23?w=1200',
    metaDescription: 'Tidebreaker review: a tense naval roguelike with clever crew traits and wave-driven tactics. One of the best indie debuts of the year.',
    status: 'published',
    daysAgo: 4,
    featured: true,
    mainFeaturedRoutes: ['review'],
  },
  {
    title: 'Neon Parallax Review: Style to Burn, Story to Spare',
    category: 'review',
    tags: ['FPS', 'PC', 'PlayStation 5', 'Xbox'],
    excerpt: 'Neon Parallax is the slickest shooter we have played in a long time, and its wall-running arenas are a joy. Its twelve-hour campaign, though, runs out of ideas halfway.',
    content: html(
      '<p>The first level of <strong>Neon Parallax</strong> is a statement: you sprint along a billboard, slide under a maglev train and land a headshot mid-air while the soundtrack drops into a bass line that matches your footsteps. Few shooters feel this good in the hands.</p>',
      '<p>Movement is the star. Wall-runs chain into grapples, grapples into slides, and every weapon is tuned for shooting on the move. The “parallax shift”, a two-second slow-motion dash, is both an escape and a way to line up impossible shots.</p>',
      '<h2>Where it stumbles</h2>',
      '<p>The story of a courier caught between two megacorporations is told in long radio monologues that interrupt the pace. Characters are introduced with fanfare and then forgotten, and the final boss is a damage sponge that ignores everything the game taught you.</p>',
      '<p>The arena mode rescues things. Short, score-attack challenges with online leaderboards give the movement system room to breathe, and we expect it to keep players around long after the campaign is forgotten.</p>',
      '<p><strong>Verdict: 7.5/10.</strong> Buy it for the way it moves, not for what it says.</p>',
    ),
    featuredImage: 'https://youtu.be/aqz-KE-bpKQ',
    metaDescription: 'Neon Parallax review: superb wall-running gunplay and a brilliant arena mode, held back by a thin, overlong cyberpunk story.',
    status: 'published',
    daysAgo: 9,
    featured: true,
  },
  {
    title: 'Hollowfield Review: Cozy Farming With Something in the Corn',
    category: 'review',
    tags: ['Indie', 'PC', 'Nintendo Switch 2'],
    excerpt: 'By day, Hollowfield is a gentle farming sim. By night, something walks the rows. The blend should not work, but it absolutely does.',
    content: html(
      '<p>Everything about <strong>Hollowfield</strong>’s opening is familiar. You inherit a run-down farm, clear the weeds, plant turnips and meet the neighbours at the Saturday market. Then the sun sets, the radio crackles, and the scarecrow in the north field is facing a different way.</p>',
      '<p>The daytime loop is genuinely good: crops have soil preferences, animals have moods, and the town’s twelve residents each have a season-long story. Nothing here would embarrass a dedicated farming game.</p>',
      '<h2>After dark</h2>',
      '<p>Nights are short, optional and unsettling rather than terrifying. You can lock the door and sleep, or take a lantern out to investigate strange lights, missing livestock and a cellar that was not on the deeds. The mystery unfolds over three in-game years and rewards players who keep notes.</p>',
      '<blockquote>It is the rare game that made us want to water the parsnips and check under the bed in the same evening.</blockquote>',
      '<p>Some tools are slow to unlock, and the inventory is cramped until the second year. The Switch 2 version holds a steady frame rate, though night scenes can look murky in handheld mode.</p>',
      '<p><strong>Verdict: 8/10.</strong> A charming, quietly eerie genre mash-up that respects both halves of its identity.</p>',
    ),
    metaDescription: 'Hollowfield review: a charming farming sim by day and an eerie mystery by night. A genre blend that works far better than it should.',
    status: 'published',
    daysAgo: 15,
    featured: true,
  },
  {
    title: 'Starwright Review: The Space Sim That Lets You Be Boring, Beautifully',
    category: 'review',
    tags: ['Open World', 'PC', 'Xbox', 'Strategy'],
    excerpt: 'Starwright is a space trading sim that trusts you to make your own story out of cargo manifests and long quiet jumps. For the right player, it is mesmerising.',
    content: html(
      '<p>There are no lasers in the first ten hours of <strong>Starwright</strong>. There is a cargo hauler, a spreadsheet of commodity prices across forty stations, and a galaxy that keeps running whether you are watching or not.</p>',
      '<p>The economy is the game. Mining colonies run out of food if nobody ships grain; a shipyard strike sends hull plating prices soaring two systems away. Spotting those ripples before the AI traders do is a thrill that no scripted mission could provide.</p>',
      '<h2>From captain to company</h2>',
      '<p>Profits buy more ships, and more ships need pilots, routes and insurance. By the midgame you are managing a fleet from a station office, and the game shifts gracefully into a logistics strategy title. Combat exists, but it is mostly about escort contracts and avoiding pirates rather than dogfights.</p>',
      '<p>The interface is dense and the tutorial explains too little. Controller support on Xbox works but is clearly secondary to mouse and keyboard.</p>',
      '<p><strong>Verdict: 8/10.</strong> A meditative, systemic sandbox for players who find joy in a well-optimised trade route.</p>',
    ),
    featuredImage: 'https://images.unsplash.com/photo-1446776811953-b23d57bd21aa?w=1200',
    metaDescription: 'Starwright review: a deep, systemic space trading sim with a living economy. Slow, dense and mesmerising for the right player.',
    status: 'published',
    daysAgo: 22,
  },
  {
    title: 'Kitewind Review: A Platformer Built on a Single Perfect Idea',
    category: 'review',
    tags: ['Indie', 'Nintendo Switch 2', 'PC'],
    excerpt: 'Kitewind gives you one verb, a gust of wind, and builds two hundred inventive levels around it. It is a short, sweet masterclass in design.',
    content: html(
      '<p>In <strong>Kitewind</strong> you play a paper kite that cannot jump. Instead, you summon a gust of wind in one of eight directions, and everything in the level reacts to it: you, the leaves, the enemies, the windmills that open doors.</p>',
      '<p>The brilliance is in how far the studio pushes that single mechanic. Early stages teach you to ride updrafts; later ones ask you to blow a flame across a bridge to light a lantern while keeping yourself from being scorched by the same gust.</p>',
      '<h2>Short and polished</h2>',
      '<p>The main route takes about six hours, with a set of optional “storm” levels that will test even veterans of precision platformers. Checkpoints are frequent, and an assist mode slows the game without locking any content.</p>',
      '<p>The watercolour art and gentle accordion soundtrack make it a lovely handheld game. Our only complaint is the final world, which leans on instant-death hazards a little too much.</p>',
      '<p><strong>Verdict: 9/10.</strong> Proof that a great idea, explored thoroughly, beats a dozen half-finished ones.</p>',
    ),
    metaDescription: 'Kitewind review: a charming indie platformer that spins two hundred clever levels out of a single wind mechanic. A small masterpiece.',
    status: 'published',
    daysAgo: 35,
  },
  {
    title: 'Gearbound Tactics Review: Turn-Based Strategy With Clockwork Precision',
    category: 'review',
    tags: ['Strategy', 'PC', 'PlayStation 5'],
    excerpt: 'Gearbound Tactics trades randomness for perfect information and asks you to out-think every enemy turn. It is demanding, elegant and occasionally exhausting.',
    content: html(
      '<p>Most tactics games hide something from you: a hit chance, an enemy behind fog, a critical roll. <strong>Gearbound Tactics</strong> hides nothing. Every attack hits, every enemy shows its next move, and the puzzle is simply how to survive it.</p>',
      '<p>Your squad of clockwork soldiers has four units, each with a movement-based ability. The Anchor pulls enemies toward it, the Sprocket swaps places with any unit in line of sight, and the Mainspring winds up a turn in advance for a devastating strike.</p>',
      '<h2>A campaign of puzzles</h2>',
      '<p>The thirty-mission campaign escalates steadily, adding environmental hazards like conveyor belts and steam vents that push units around. Missions that looked impossible become obvious once you spot the right sequence, and that click is addictive.</p>',
      '<p>The flip side is fatigue. Long missions can require several minutes of planning per turn, and the undo button is limited to one move. Less patient players may hit a wall in the final act.</p>',
      '<p><strong>Verdict: 8/10.</strong> A precise, rewarding tactics game for those who like their strategy as a chess problem.</p>',
    ),
    featuredImage: 'https://www.youtube.com/embed/M7lc1UVf-VE',
    metaDescription: 'Gearbound Tactics review: a deterministic turn-based strategy game where every enemy move is visible. Elegant, demanding and rewarding.',
    status: 'published',
    daysAgo: 58,
  },
  {
    title: 'Lanternfall Review in Progress: Twelve Hours Into the Dark',
    category: 'review',
    tags: ['Indie', 'PC', 'Metroidvania'],
    excerpt: 'Our first impressions of Lanternfall, a hand-drawn metroidvania about a lamplighter descending into a buried city. Full verdict to follow.',
    content: html(
      '<p>We are twelve hours into <strong>Lanternfall</strong> and have lit 31 of what we suspect are around 80 lanterns. Each one pushes back the darkness on the map and reveals shortcuts, so exploration has a tangible, visual payoff.</p>',
      '<p>Combat is simple so far: a lantern swing, a dodge and a handful of unlockable flame charms. Boss fights have been the highlight, particularly a moth queen who extinguishes your light mid-fight.</p>',
      '<h2>Still to test</h2>',
      '<ul><li>Late-game difficulty and the optional hard mode.</li><li>Performance on Steam Deck.</li><li>Whether the story pays off its early mysteries.</li></ul>',
      '<p>We will update this piece with a final score once we have seen the credits.</p>',
    ),
    metaDescription: 'Lanternfall review in progress: twelve hours into a hand-drawn metroidvania about lighting lanterns in a buried city.',
    status: 'draft',
    daysAgo: 0.8,
  },
  {
    title: 'Orbital Drift Review: Arcade Racing in Zero Gravity',
    category: 'review',
    tags: ['Racing', 'PC', 'Xbox', 'Multiplayer'],
    excerpt: 'Orbital Drift turns racing tracks into twisting tubes you can drive on from any side. Dizzying, fast and a great party game.',
    content: html(
      '<p><strong>Orbital Drift</strong> has one trick, and it is a good one: tracks are tubes and rings floating in space, and your car sticks to any surface. Taking a corner on the ceiling to steal the inside line is the kind of thing you shout about on the couch.</p>',
      '<p>The handling is floaty by design, with a boost meter that fills as you drift. Twenty-four tracks are spread across six cups, and the later ones loop back on themselves in ways that genuinely confuse your sense of up and down.</p>',
      '<h2>Best with friends</h2>',
      '<p>Four-player split screen runs smoothly and is where the game shines. Online play works, but the player base was small at launch, and the single-player career is thin.</p>',
      '<p><strong>Verdict: 7/10.</strong> A fun, chaotic party racer that deserves a bigger audience than it found.</p>',
    ),
    featuredImage: 'https://images.unsplash.com/photo-1511512578047-dfb367046420?w=1200',
    metaDescription: 'Orbital Drift review: a dizzying zero-gravity arcade racer with great split-screen multiplayer and a thin solo career.',
    status: 'archived',
    daysAgo: 118,
  },
  // ——— Hardware ———
  {
    title: 'The Best Graphics Cards for 1440p Gaming Right Now',
    category: 'hardware',
    tags: ['GPU', 'PC', 'Benchmarks'],
    excerpt: '1440p is the sweet spot for PC gaming, and this season’s graphics cards finally make high refresh rates affordable. Here is what to buy at every budget.',
    content: html(
      '<p>Four years ago, a smooth 1440p experience meant spending flagship money. Today, mid-range cards push well past 100 fps in most modern games at that resolution, and upscaling fills in the gaps for the heaviest ray-traced titles.</p>',
      '<p>We tested eleven current cards across fifteen games, at high settings with and without upscaling, and measured noise, power draw and 1% lows as well as averages. Averages sell cards; 1% lows tell you whether a game actually feels smooth.</p>',
      '<h2>Our picks</h2>',
      '<ul><li><strong>Best overall:</strong> a 16GB mid-range card in the 500 to 600 dollar bracket, which averaged 118 fps in our suite and stayed quiet under load.</li><li><strong>Best value:</strong> last generation’s upper mid-range, now discounted, still comfortably above 90 fps.</li><li><strong>Best for ray tracing:</strong> spend a tier higher; the gap widens sharply once path tracing is enabled.</li><li><strong>Avoid:</strong> 8GB cards at this resolution; several games stuttered as textures spilled into system memory.</li></ul>',
      '<p>Your CPU matters more at 1440p than many expect. In competitive shooters, our test cards were frequently CPU-limited above 200 fps, so pairing a great GPU with an old quad-core leaves performance on the table.</p>',
      '<p>Finally, check your power supply. Several of the cards we tested spike well above their rated power for milliseconds at a time, and a quality 750 W unit is a sensible floor for anything above the entry tier.</p>',
    ),
    featuredImage: 'https://images.unsplash.com/photo-1591488320449-011701bb6704?w=1200',
    metaDescription: 'The best graphics cards for 1440p gaming: tested picks for value, ray tracing and high refresh rates, plus which cards to avoid.',
    status: 'published',
    daysAgo: 2.5,
    featured: true,
    mainFeaturedRoutes: ['hardware'],
  },
  {
    title: 'Kestrel 27 QD-OLED Monitor Review: Inky Blacks, Honest Brightness',
    category: 'hardware',
    tags: ['Monitors', 'PC', 'PlayStation 5'],
    excerpt: 'Kestrel’s first OLED gaming monitor nails motion clarity and contrast at a price that undercuts the big names. Just keep an eye on the matte coating.',
    content: html(
      '<p>The <strong>Kestrel 27 QD-OLED</strong> is a 27-inch, 1440p, 240 Hz panel from a brand better known for budget IPS screens. On paper it matches monitors that cost a third more. In practice, it mostly does.</p>',
      '<p>Motion clarity is superb. Near-instant pixel response means fast shooters look crisp with no overshoot, and the 240 Hz refresh rate pairs well with modern mid-range GPUs. Dark scenes in horror games are transformed by per-pixel contrast.</p>',
      '<h2>Brightness and burn-in</h2>',
      '<p>In HDR, small highlights reach an impressive peak, but full-screen brightness is limited, so bright desktop work can look a little dim. Kestrel includes pixel-refresh routines and a three-year warranty that explicitly covers burn-in, which is the reassurance OLED buyers need.</p>',
      '<p>The semi-glossy coating makes blacks look deep in a dim room, but reflections are noticeable in bright daylight. The stand is basic, with tilt and height only, and the on-screen menu is clumsy.</p>',
      '<p><strong>Verdict:</strong> a fantastic first OLED for gamers who play in controlled lighting, at a price that makes the premium brands look greedy.</p>',
    ),
    featuredImage: 'https://images.unsplash.com/photo-1527443224154-c4a3942d3acf?w=1200',
    metaDescription: 'Kestrel 27 QD-OLED review: superb motion clarity and contrast at 240 Hz, a burn-in warranty and a sharp price. Watch the reflections.',
    status: 'published',
    daysAgo: 7,
    featured: true,
  },
  {
    title: 'Do You Still Need 16GB of VRAM? We Tested Twelve Games to Find Out',
    category: 'hardware',
    tags: ['GPU', 'Benchmarks', 'PC'],
    excerpt: 'Video memory has become the most argued-about spec in PC gaming. We measured real usage across twelve recent games at three resolutions.',
    content: html(
      '<p>Every new graphics card launch reignites the same debate: is 8GB enough, is 12GB the minimum, and does anyone really need 16GB? Rather than argue, we logged memory usage and frame-time consistency in twelve demanding games released in the past year.</p>',
      '<h2>How we tested</h2>',
      '<p>We used two cards with identical GPU chips but different memory sizes, so any difference in performance comes down to VRAM alone. Each game ran a repeatable thirty-minute route, not a short benchmark, because memory pressure builds over time as new areas stream in.</p>',
      '<p>At 1080p with high textures, 8GB held up in nine of twelve games. At 1440p, that fell to five, with the others showing texture pop-in or sudden stutters rather than lower average frame rates. At 4K, only the 16GB card delivered consistent frame times across the whole suite.</p>',
      '<blockquote>Running out of VRAM rarely lowers your average fps. It ruins your 1% lows, and that is what you feel.</blockquote>',
      '<p>Our advice: 12GB is the practical minimum for a new card aimed at 1440p, and 16GB buys real headroom for the next few years of console ports. If you already own an 8GB card, dropping textures one notch fixes most problems with minimal visual cost.</p>',
    ),
    featuredImage: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
    metaDescription: 'Is 8GB of VRAM enough in 2026? We tested twelve games at three resolutions on identical GPUs with different memory sizes.',
    status: 'published',
    daysAgo: 12,
    featured: true,
  },
  {
    title: 'Building a Whisper-Quiet Small Form Factor Gaming PC',
    category: 'hardware',
    tags: ['PC', 'CPU', 'GPU', 'Build Guide'],
    excerpt: 'A gaming PC the size of a shoebox does not have to sound like a hairdryer. Here is how we built a 10-litre system that stays under 30 dB while gaming.',
    content: html(
      '<p>Small form factor builds are having a moment, but most of them trade silence for size. Our goal was a system under 11 litres, capable of 1440p gaming, that you could not hear from the sofa.</p>',
      '<h2>The parts that matter</h2>',
      '<ul><li><strong>CPU:</strong> an efficient eight-core chip with a 65 W power limit. The performance loss versus unlimited power was under 5% in games.</li><li><strong>Cooler:</strong> a low-profile tower with a 120 mm fan, capped at 900 rpm.</li><li><strong>GPU:</strong> a two-slot card, undervolted by 75 mV, which cut power by a fifth and lost 3% performance.</li><li><strong>PSU:</strong> an SFX unit with a semi-passive fan mode.</li></ul>',
      '<p>Undervolting did most of the work. Modern CPUs and GPUs ship with generous voltage margins, and trimming them reduces heat, which lets every fan in the case spin slower.</p>',
      '<p>Airflow direction matters more in a small case. We pulled cool air through the GPU side and exhausted it above the CPU, which dropped GPU temperatures by 7°C compared with the manufacturer’s suggested layout.</p>',
      '<p>The result: 28 dB at one metre during a long session in a demanding RPG, and an average of 96 fps at 1440p high. It is not the fastest build you can make, but it is the one we would want under a TV.</p>',
    ),
    metaDescription: 'How to build a quiet small form factor gaming PC: efficient parts, undervolting and airflow tips for a 10-litre build under 30 dB.',
    status: 'published',
    daysAgo: 19,
  },
  {
    title: 'Nintendo Switch 2 Docked vs Handheld: How Much Performance Do You Lose?',
    category: 'hardware',
    tags: ['Nintendo Switch 2', 'Benchmarks', 'Handheld'],
    excerpt: 'We measured resolution and frame rates in eight games to see how much the Switch 2 gives up when you pick it off the dock.',
    content: html(
      '<p>Every hybrid console makes a compromise: the same chip has to run on a battery in your hands and on wall power under a TV. We captured eight popular games in both modes to see where the <strong>Nintendo Switch 2</strong> draws the line.</p>',
      '<p>The short answer is resolution, not frame rate. In six of the eight games, the target frame rate was identical in both modes, with handheld play rendering at roughly 60% of the docked resolution before upscaling.</p>',
      '<h2>Where it shows</h2>',
      '<p>Open-world games with long draw distances were the exception. Two of them dropped from a steady 60 fps docked to an unlocked 40 to 50 fps handheld, which felt noticeably less smooth. Fast racing games, meanwhile, held their frame rate but looked softer on the smaller screen.</p>',
      '<p>Battery life ranged from just over two hours in the most demanding game to nearly six in a 2D platformer. Lowering screen brightness to 60% added around twenty minutes in our tests.</p>',
      '<p>The takeaway: handheld mode is remarkably close to docked for most players, and the smaller screen hides most of the resolution drop. If a game’s frame rate matters to you, docked play remains the safer bet.</p>',
    ),
    featuredImage: 'https://youtu.be/YE7VzlLtp-4',
    metaDescription: 'Nintendo Switch 2 docked vs handheld performance: resolution, frame rate and battery life measured across eight games.',
    status: 'published',
    daysAgo: 27,
  },
  {
    title: 'Hall Effect Sticks Explained: Is This the End of Controller Drift?',
    category: 'hardware',
    tags: ['Peripherals', 'PlayStation 5', 'Xbox', 'PC'],
    excerpt: 'Magnetic analog sticks promise to end the drift that ruins controllers after a year. We explain how they work and whether they live up to the hype.',
    content: html(
      '<p>Stick drift, where your character slowly walks or your camera creeps without you touching anything, is one of the most common controller faults. Most standard sticks use potentiometers: a small contact wiping across a resistive track, which wears down with use.</p>',
      '<h2>How Hall effect sticks differ</h2>',
      '<p>Hall effect sticks replace that physical contact with a magnet and a sensor. As the stick moves, the magnetic field at the sensor changes, and the controller reads the position from that. With nothing rubbing against anything, there is very little to wear out.</p>',
      '<p>In our six-month test of three third-party controllers with Hall effect sticks, none developed measurable drift, while a standard controller used for the same period showed a small but detectable deadzone creep.</p>',
      '<ul><li><strong>Pros:</strong> long-term accuracy, adjustable deadzones, often cheaper to repair.</li><li><strong>Cons:</strong> some models feel lighter or less smooth; rare sensitivity to strong magnets nearby.</li></ul>',
      '<p>Hall effect sticks are not magic: the buttons, triggers and batteries of a controller can still fail. But if drift has killed a controller of yours before, they are the single best upgrade you can look for.</p>',
    ),
    metaDescription: 'Hall effect analog sticks explained: how magnetic sensors prevent controller drift and whether they are worth buying.',
    status: 'published',
    daysAgo: 44,
  },
  {
    title: 'Mechanical Keyboard Switches for Gamers: Linear, Tactile or Clicky?',
    category: 'hardware',
    tags: ['Peripherals', 'PC', 'Beginner Guide'],
    excerpt: 'The switch under each key shapes how a keyboard feels more than any other part. Here is a plain-language guide to choosing one for gaming.',
    content: html(
      '<p>Walk into any keyboard discussion and you will be buried in jargon: actuation points, bottom-out force, pre-travel. For gaming, it comes down to three families of switch and a handful of numbers.</p>',
      '<h2>The three families</h2>',
      '<ul><li><strong>Linear:</strong> smooth from top to bottom with no bump. Popular for fast games where you tap and hold keys.</li><li><strong>Tactile:</strong> a small bump tells you the key has registered. A good all-rounder for gaming and typing.</li><li><strong>Clicky:</strong> a bump plus an audible click. Satisfying, but loud on voice chat.</li></ul>',
      '<p>Actuation force is measured in grams. Lighter switches, around 45 g, are quicker to press repeatedly; heavier ones reduce accidental presses. Most players are happiest in the 45 to 60 g range.</p>',
      '<p>Newer magnetic switches let you set the actuation point per key and even trigger a key again before it fully returns. They are a genuine advantage in rhythm games and shooters that reward fast strafing.</p>',
      '<p>If you can, buy a cheap switch tester before committing. Ten minutes pressing real switches will tell you more than any guide.</p>',
    ),
    featuredImage: 'https://images.unsplash.com/photo-1587829741301-dc798b83add3?w=1200',
    metaDescription: 'Linear, tactile or clicky? A plain-language guide to mechanical keyboard switches for gaming, including magnetic switches.',
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
      '<p>Full verdict and scores to follow.</p>',
    ),
    metaDescription: 'First impressions of the Halcyon Pro tri-mode wireless gaming headset: comfort, sound and what we will test for the full review.',
    status: 'draft',
    daysAgo: 1.2,
  },
];
