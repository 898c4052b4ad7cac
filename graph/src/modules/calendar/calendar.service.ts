// The editorial calendar (issue 21 item 6): for each day of a range, the articles scheduled to go
// live, the embargoes lifting and the games coming out. Days are dates in the publication's time zone
// (PUBLICATION_TIMEZONE, UTC unless set), the zone reader pages write dates in: an article scheduled
// for a day appears under that day on the calendar and carries it on its page (ADR 0045).
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { ArticleStatus } from '../article/article.entity';
import { authorsNeedReview } from '../article/publishing.service';
import { EditionService } from '../edition/edition.service';
import { ReleasePrecision, releaseLabel } from '../game/game-facts';
import { mayAccessArticle } from '../user/capabilities';
import { type User, UserRole } from '../user/user.entity';
import type { CalendarArticle, CalendarDay, CalendarRelease } from './calendar.entity';

/** The widest range one request may ask for, in days counted inclusively (a quarter and a bit). */
export const CALENDAR_MAX_DAYS = 92;

const DAY_MS = 86_400_000;

/** Milliseconds at UTC midnight of a YYYY-MM-DD date, or null when it is not a real date in that form. */
function utcDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return ms;
}

/** The range's first and last day as UTC midnights, or a BAD_USER_INPUT naming the field at fault. */
function calendarRange(from: string, to: string): { first: number; last: number } {
  const first = utcDay(from);
  if (first === null) throw badInput('from', 'from must be a date in the form YYYY-MM-DD');
  const last = utcDay(to);
  if (last === null) throw badInput('to', 'to must be a date in the form YYYY-MM-DD');
  if (last < first) throw badInput('to', 'to must not be before from');
  if ((last - first) / DAY_MS + 1 > CALENDAR_MAX_DAYS)
    throw badInput('to', `The calendar shows at most ${CALENDAR_MAX_DAYS} days at a time`);
  return { first, last };
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface ArticleRow {
  id: number;
  title: string;
  slug: string;
  status: ArticleStatus;
  scheduled_for: Date | null;
  embargo_until: Date | null;
  author_id: number;
  day: string;
}

interface ReleaseRow {
  game_id: number;
  name: string;
  slug: string;
  platforms: string[];
  precision: ReleasePrecision;
  starts_on: string;
}

const ARTICLE_COLUMNS = `a.id, a.title, a.slug, a.status, a.scheduled_for, a.embargo_until, a.author_id`;

export class CalendarService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Every day from `from` to `to` (in `timeZone`, inclusive), each with its items; `user` decides
   * mayReschedule. With `language`, only that edition's articles (an unknown one is a 400 naming
   * `language`); game releases are every edition's (games are not per edition).
   */
  async days(user: User, from: string, to: string, timeZone = 'UTC', language: string | null = null): Promise<CalendarDay[]> {
    const { first, last } = calendarRange(from, to);
    const edition = language == null ? null : (await EditionService.of(this.em).require(language)).language;
    const inEdition = edition ? ' AND a.language = ?' : '';
    const editionParam = edition ? [edition] : [];
    // The range's first midnight and the midnight after its last day, in the zone, as instants.
    const [{ start, end }] = await this.em.execute<{ start: Date; end: Date }[]>(
      `SELECT (?::timestamp AT TIME ZONE ?) AS start, (?::timestamp AT TIME ZONE ?) AS end`,
      [isoDate(first), timeZone, isoDate(last + DAY_MS), timeZone],
    );
    // Both instant ranges use the partial indexes on scheduled_for and embargo_until.
    const [scheduled, lifts, releases] = await Promise.all([
      this.em.execute<ArticleRow[]>(
        `SELECT ${ARTICLE_COLUMNS}, to_char(a.scheduled_for AT TIME ZONE ?, 'YYYY-MM-DD') AS day
         FROM article a WHERE a.status = 'scheduled' AND a.scheduled_for >= ? AND a.scheduled_for < ?${inEdition}
         ORDER BY a.scheduled_for, a.id`,
        [timeZone, start, end, ...editionParam],
      ),
      this.em.execute<ArticleRow[]>(
        `SELECT ${ARTICLE_COLUMNS}, to_char(a.embargo_until AT TIME ZONE ?, 'YYYY-MM-DD') AS day
         FROM article a WHERE a.embargo_until IS NOT NULL AND a.embargo_until >= ? AND a.embargo_until < ?${inEdition}
         ORDER BY a.embargo_until, a.id`,
        [timeZone, start, end, ...editionParam],
      ),
      this.em.execute<ReleaseRow[]>(
        `SELECT g.id AS game_id, g.name, g.slug, array_agg(r.platform ORDER BY r.platform) AS platforms,
                r.precision, r.starts_on::text AS starts_on
         FROM game_release r JOIN game g ON g.id = r.game_id
         WHERE r.starts_on IS NOT NULL AND r.starts_on BETWEEN ?::date AND ?::date
         GROUP BY g.id, r.precision, r.starts_on
         ORDER BY r.starts_on, r.precision = 'day' DESC, lower(g.name), g.id`,
        [from, to],
      ),
    ]);

    // Moving a schedule is an update that schedules: while "authors need review" is on, authors may
    // not (assertReviewNotNeeded), so none of their items may be dragged (as viewerCanPublish says).
    const mayPublish = !(user.role === UserRole.author && (await authorsNeedReview(this.em)));
    const days = new Map<string, CalendarDay>();
    for (let ms = first; ms <= last; ms += DAY_MS) {
      const date = isoDate(ms);
      days.set(date, { date, scheduled: [], embargoLifts: [], releases: [] });
    }
    const toArticle = (row: ArticleRow): CalendarArticle => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      status: row.status,
      scheduledFor: row.scheduled_for && new Date(row.scheduled_for),
      embargoUntil: row.embargo_until && new Date(row.embargo_until),
      authorId: row.author_id,
      mayReschedule:
        mayPublish &&
        row.status === ArticleStatus.scheduled &&
        mayAccessArticle(user, 'publishArticle', { authorId: row.author_id, status: row.status }),
    });
    for (const row of scheduled) days.get(row.day)?.scheduled.push(toArticle(row));
    for (const row of lifts) days.get(row.day)?.embargoLifts.push(toArticle(row));
    for (const row of releases) {
      const release: CalendarRelease = {
        gameId: row.game_id,
        name: row.name,
        slug: row.slug,
        platforms: row.platforms,
        precision: row.precision,
        label: releaseLabel(row.precision, row.starts_on),
      };
      days.get(row.starts_on)?.releases.push(release);
    }
    return [...days.values()];
  }
}
