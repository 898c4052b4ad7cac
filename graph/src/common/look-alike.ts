// How text that people could mistake for other text is compared (issue 44): a member's display name
// against staff names and reserved words and other members' names, and a comment against the blocked
// words. Comparing lower-cased text let `Аdmin` (Cyrillic А), `ＡＤＭＩＮ` (full-width),
// `b\u200badword` (a zero-width space) and `Moderat0r` through. Each side is reduced the same way:
//  1. NFKC: compatibility forms become plain ones (full-width `Ａ` → `A`, `２` → `2`, `ﬁ` → `fi`);
//  2. default-ignorable code points go (zero-width spaces and joiners, soft hyphens, variation
//     selectors): they draw nothing, so they cannot tell two names apart;
//  3. accents go (NFD, then combining marks removed): `Àdmin` passes for `Admin` as well;
//  4. Unicode's confusables (UTS #39, confusables.txt, through the `unhomoglyph` package) map each
//     character to the one it is drawn like (`А` → `A`, `0` → `O`, `m` → `rn`), then case folds.
// The confusables data is case-sensitive (capital `I`, `l` and `1` are one shape; `i` is not), so
// each text has two folds: from lower case and from capitals. Two texts look alike when either fold
// matches the same fold of the other. A fold is for comparing only, never for showing.
import unhomoglyph from 'unhomoglyph';

/** The two folds of a text: [from lower case, from capitals]. */
export type Folds = readonly [string, string];

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const MARKS = /\p{M}/gu;

/** Until nothing changes: a mapped character can lower-case into one that maps again. */
function skeleton(text: string): string {
  let current = text;
  for (let pass = 0; pass < 3; pass += 1) {
    const next = unhomoglyph(current).normalize('NFD').replace(MARKS, '').toLowerCase();
    if (next === current) break;
    current = next;
  }
  return current;
}

function plain(text: string): string {
  return text.normalize('NFKC').replace(IGNORABLE, '').normalize('NFD').replace(MARKS, '');
}

/** The text's two folds, separators kept (for finding a word in a comment). */
export function foldsOf(text: string): Folds {
  const base = plain(text);
  // toUpperCase().toLowerCase() is the nearest JavaScript has to full case folding (ß → ss).
  return [skeleton(base.toUpperCase().toLowerCase()), skeleton(unhomoglyph(base.toUpperCase()))];
}

/** A name's two folds with everything but letters and digits removed: `The_Editor` → `theeditor`. */
export function nameFoldsOf(name: string): Folds {
  const [lower, upper] = foldsOf(name);
  const squash = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '');
  return [squash(lower), squash(upper)];
}

/** True when `a` and `b` look alike (a fold of one equals the same fold of the other). */
export const sameFolds = (a: Folds, b: Folds): boolean => a[0] === b[0] || a[1] === b[1];

/** True when a fold of `text` contains the same fold of `part`. */
export const foldsContain = (text: Folds, part: Folds): boolean =>
  (part[0] !== '' && text[0].includes(part[0])) || (part[1] !== '' && text[1].includes(part[1]));
