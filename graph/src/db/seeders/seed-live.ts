// Live coverage in the starter publication (issue 22): a finished showcase live blog with ~40
// entries (a pinned opening entry, key events), an upcoming one, and a corrected story. Written in
// the seed's transaction; the entries' events come from the database's own triggers.
import type { EntityManager } from '@mikro-orm/postgresql';
import { nextFreeSlug, slugify } from '@savepoint/slug';
import { Article, ArticleStatus } from '../../modules/article/article.entity';
import type { Category } from '../../modules/category/category.entity';
import type { User } from '../../modules/user/user.entity';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** The showcase's entries, oldest first: [minutes after the start, text, key event]. */
const SHOWCASE: [number, string, boolean?][] = [
  [
    0,
    'Welcome to our live coverage of the Summer Showcase! We will post every reveal, trailer and release date here as it happens.',
  ],
  [2, 'The pre-show is starting: expect about 90 minutes of trailers from more than 30 studios.'],
  [5, 'The lights go down. Host Mara Quint takes the stage to a big cheer.'],
  [7, 'First reveal: <strong>Ember Vale</strong> gets a new gameplay trailer, with the lantern mechanic front and centre.', true],
  [9, 'Ember Vale is dated: it launches on March 14 next year on PC, PS5 and Xbox Series.', true],
  [11, 'A short teaser for an unannounced racing game: neon cities, no name yet.'],
  [13, 'Tidebreaker developer Gullwing shows its first expansion, "Deep Currents", out this autumn.'],
  [15, 'Deep Currents adds a new sea, 12 ship parts and co-op for two players.'],
  [18, 'Now a montage of indie games: farming, a cat detective and a city builder set on a whale.'],
  [20, 'The cat detective game is called <em>Whisker Noir</em> and it has a demo out today.'],
  [23, 'Big one: <strong>Skyward Post</strong> is coming to Switch 2 with a new story chapter.', true],
  [25, 'Skyward Post on Switch 2 runs at 60 fps docked, according to the developer on stage.'],
  [27, 'Short break for a sponsor segment. We will be back with more in a moment.'],
  [30, 'Back with a horror reveal: a lighthouse keeper, a storm and something knocking on the door.'],
  [32, 'The horror game is <em>Lamplight</em>, from a team of former survival horror veterans. Out in October.'],
  [35, 'Quick reaction from our reviews editor: "Lamplight looks like the scariest thing on the show so far."'],
  [37, 'Esports news: the Showcase Cup finals will be played live on stage next summer.'],
  [40, 'Surprise shadow drop: <strong>Dune Relay</strong> is out now on PC and VR.', true],
  [42, 'Dune Relay costs $19.99 and supports cross-play between PC and VR headsets.'],
  [45, 'A remaster of a 2008 classic is teased with a single frame and a date: "Soon".'],
  [47, 'Now a look at the new handheld PC, with battery life "up to 9 hours" in light games.'],
  [50, 'Hardware detail: the handheld uses a 7.4-inch OLED screen at 120 Hz.'],
  [52, 'A strategy game set in a floating archipelago, with trade routes drawn by hand.'],
  [55, 'Developer interview: the archipelago game is built by four people over five years.'],
  [58, 'Halfway point. So far: five dated games, one shadow drop and one new handheld.'],
  [60, 'A fighting game adds three characters, including a guest fighter from a famous RPG series.'],
  [63, 'The guest fighter arrives in the spring as free DLC for everyone who owns the game.'],
  [65, 'Co-op shooter <em>Ironbloom</em> shows its first raid, with eight players against a walking fortress.'],
  [68, 'Ironbloom enters open beta next week; sign-ups are open now.', true],
  [70, 'A cosy game about running a post office on a mountain. Yes, the mail is delivered by goats.'],
  [73, "Short segment on accessibility options coming to several of tonight's games."],
  [75, "A sequel to last year's surprise hit puzzle game is announced, with level editor."],
  [78, 'One more thing teased: the host says the final reveal has been "five years in the making".'],
  [80, 'The final reveal: a new open-world game from the makers of Ember Vale, set in the same world.', true],
  [82, 'No date for it yet, only "when it is ready". The trailer ends on a lantern going out.'],
  [84, 'That is the end of the show. Thank you for following along with us!'],
  [86, 'Our round-up of every announcement, with links to all the trailers, is coming within the hour.'],
  [90, 'Update: our round-up of every game shown is now live on the site.'],
];

/** One showcase (ended), one upcoming live blog, and a correction on `corrected`. */
export async function seedLiveCoverage(
  tx: EntityManager,
  now: Date,
  author: User,
  news: Category,
  corrected: Article | undefined,
  takenSlugs: Set<string>,
): Promise<number> {
  const slug = (title: string) => {
    const free = nextFreeSlug(slugify(title), takenSlugs);
    takenSlugs.add(free);
    return free;
  };
  const start = new Date(now.getTime() - 2 * DAY);
  const showcase = tx.create(Article, {
    title: 'Summer Showcase live: every reveal as it happened',
    slug: slug('Summer Showcase live: every reveal as it happened'),
    content: '<p>Our live coverage of the Summer Showcase: every trailer, date and surprise, as it happened.</p>',
    excerpt: 'Every trailer, release date and surprise from the Summer Showcase, as it happened.',
    category: news,
    status: ArticleStatus.published,
    publishedAt: start,
    author,
    createdAt: start,
    updatedAt: start,
  });
  const upcomingAt = new Date(now.getTime() + 3 * DAY);
  const announced = new Date(now.getTime() - DAY);
  const upcoming = tx.create(Article, {
    title: 'Winter Direct live: follow the show with us',
    slug: slug('Winter Direct live: follow the show with us'),
    content: '<p>Join us for the Winter Direct: we will post every announcement here as it happens.</p>',
    excerpt: 'Our live blog opens when the Winter Direct begins.',
    category: news,
    status: ArticleStatus.published,
    // Announced yesterday.
    publishedAt: announced,
    author,
    createdAt: announced,
    updatedAt: announced,
  });
  await tx.flush();
  const ended = new Date(start.getTime() + 95 * MINUTE);
  await tx.execute(
    `INSERT INTO article_live (article_id, status, starts_at, ends_at) VALUES (?, 'ended', ?, ?), (?, 'upcoming', ?, NULL)`,
    [showcase.id, start, ended, upcoming.id, upcomingAt],
  );
  for (const [index, [minutes, text, keyEvent]] of SHOWCASE.entries()) {
    const at = new Date(start.getTime() + minutes * MINUTE);
    await tx.execute(
      `INSERT INTO live_entry (article_id, author_id, content, pinned, key_event, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [showcase.id, author.id, `<p>${text}</p>`, index === 0, keyEvent ?? false, at, at],
    );
  }
  if (corrected) {
    await tx.execute(
      `INSERT INTO article_correction (article_id, kind, note, author_id, created_at) VALUES (?, 'correction', ?, ?, ?)`,
      [
        corrected.id,
        'An earlier version of this story gave the wrong release month. It has been corrected.',
        author.id,
        new Date(now.getTime() - 6 * 60 * MINUTE),
      ],
    );
  }
  return 2;
}
