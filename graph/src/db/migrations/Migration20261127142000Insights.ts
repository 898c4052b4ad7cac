// Insights (issue 24): the rollups the staff's charts read. Counting stays cookie-free: a fresh view
// (its article, day and daily-salted visitor hash new, as before) also adds to its article's hour, to
// the day's source (the referrer's domain, search engines and social sites grouped, or "direct") and
// device class per article, and, for a visitor hash not yet seen that day on any article, to the
// day's visitors. Every report sums these small per-day rows; none reads the visitor hashes.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261127142000Insights extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE article_hourly_views (
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        hour timestamptz NOT NULL CHECK (date_trunc('hour', hour) = hour),
        views integer NOT NULL CHECK (views >= 0),
        PRIMARY KEY (article_id, hour)
      );`);
    this.addSql(`
      CREATE TABLE article_source_daily (
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        day date NOT NULL,
        source text NOT NULL CHECK (length(source) BETWEEN 1 AND 253),
        device text NOT NULL CHECK (device IN ('desktop', 'mobile', 'tablet', 'other')),
        views integer NOT NULL CHECK (views >= 0),
        PRIMARY KEY (article_id, day, source, device)
      );`);
    // The same split for the whole site per day: the overview's referrers and devices read these few
    // rows instead of every article's.
    this.addSql(`
      CREATE TABLE site_source_daily (
        day date NOT NULL,
        source text NOT NULL CHECK (length(source) BETWEEN 1 AND 253),
        device text NOT NULL CHECK (device IN ('desktop', 'mobile', 'tablet', 'other')),
        views integer NOT NULL CHECK (views >= 0),
        PRIMARY KEY (day, source, device)
      );`);
    // The overview's most read: each day's most read articles are the candidates (an index walk per
    // day), and only their days are summed.
    this.addSql(`CREATE INDEX article_daily_views_top ON article_daily_views (day, views DESC, article_id);`);
    // …and their days are summed from the index alone (a candidate's rows lie one per day's page).
    this.addSql(`CREATE INDEX article_daily_views_cover ON article_daily_views (article_id, day) INCLUDE (views);`);
    this.addSql(`
      CREATE TABLE site_visitor_day (
        day date NOT NULL,
        visitor text NOT NULL,
        PRIMARY KEY (day, visitor)
      );`);
    this.addSql(`
      CREATE TABLE site_daily (
        day date PRIMARY KEY,
        views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
        visitors integer NOT NULL DEFAULT 0 CHECK (visitors >= 0)
      );`);
    // Views counted before this migration: the daily totals carry over (visitors are unknown: 0).
    this.addSql(`
      INSERT INTO site_daily (day, views)
      SELECT day, sum(views)::int FROM article_daily_views GROUP BY day;`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX IF EXISTS article_daily_views_top, article_daily_views_cover;`);
    this.addSql(
      `DROP TABLE IF EXISTS site_source_daily, site_daily, site_visitor_day, article_source_daily, article_hourly_views;`,
    );
  }
}
