// The order readers expect names in: their language's alphabet, not code points (ADR 0069). The
// database's own collation (C.UTF-8 on Debian's and the embedded PostgreSQL) puts "Ätherwelt"
// after "Zelda" and every hiragana name before every katakana one; PostgreSQL's ICU collations
// ("de-x-icu", "ja-x-icu"…, created by initdb wherever PostgreSQL is built with ICU) sort Ä with A
// and あ with ア.
import type { EntityManager } from '@mikro-orm/postgresql';
import { textArrayParam } from '../../common/sql';

/**
 * The CLDR root order: the default edition's, whose index (`game_name_order`) is built in it, and
 * any language ICU has no order of its own for. English, German, French, Italian, Dutch and
 * Portuguese sort the same in it as in their own.
 */
const ROOT = 'und-x-icu';

/** Collations a database has do not change while graph runs: looked up once per language. */
const found = new Map<string, Promise<string | null>>();

/**
 * `COLLATE "…"` for names of `language`'s edition (null: the default edition): the language's own
 * ICU order (pt-BR-x-icu), its base language's (pt-x-icu), else the root order; '' where
 * PostgreSQL has no ICU, which leaves the database's order.
 */
export async function nameOrder(em: EntityManager, language: string | null): Promise<string> {
  const key = language ?? '';
  let collation = found.get(key);
  if (!collation) {
    collation = lookUp(em, language);
    found.set(key, collation);
    collation.catch(() => found.delete(key));
  }
  const name = await collation;
  return name ? ` COLLATE "${name}"` : '';
}

async function lookUp(em: EntityManager, language: string | null): Promise<string | null> {
  const candidates = language ? [`${language}-x-icu`, `${language.split('-')[0]}-x-icu`, ROOT] : [ROOT];
  const rows: { collname: string }[] = await em.execute(
    `SELECT collname FROM pg_collation
     WHERE collprovider = 'i' AND collname IN (SELECT jsonb_array_elements_text(?::jsonb))`,
    [textArrayParam(candidates)],
  );
  const have = new Set(rows.map((r) => r.collname));
  return candidates.find((c) => have.has(c)) ?? null;
}
