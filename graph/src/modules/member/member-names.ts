// Which display names would mislead readers (issue 44, H4), compared by what names look like
// (common/look-alike.ts). One place: updateProfile asks it for every new name, and the migration
// that introduced it (Migration20261203100000) asked it of every name already chosen.
import { foldsContain, nameFoldsOf, sameFolds, type Folds } from '../../common/look-alike';

/**
 * Words a member's name may not contain, joined to other words or not (`SavepointTeam`,
 * `EditorInChief`): they would pass for the publication or its staff. Found inside other words too
 * (`Badminton`), as the large platforms refuse them: a reader can pick another name, a reader misled
 * by a fake "editor" cannot take the reply back.
 */
const STAFF_WORDS = ['savepoint', 'admin', 'editor', 'moderator', 'staff', 'official'].map(nameFoldsOf);
/** Whole names that speak for the publication, though the words are common inside other names. */
const STAFF_NAMES = ['team', 'the team', 'mod', 'mods', 'support', 'newsroom', 'system'].map(nameFoldsOf);
const READER = nameFoldsOf('Reader');

/** The name contains a reserved word, or is a reserved name. */
export const passesForStaff = (folds: Folds): boolean =>
  STAFF_WORDS.some((word) => foldsContain(folds, word)) || STAFF_NAMES.some((name) => sameFolds(folds, name));

/** A staff account's username or byline (display name) looks like this name. */
export const isStaffName = (folds: Folds, staff: { username: string; display_name: string }[]): boolean =>
  staff.some((user) => sameFolds(folds, nameFoldsOf(user.username)) || sameFolds(folds, nameFoldsOf(user.display_name)));

/** "Reader <n>" (or a look-alike: `Reader ２`, `Rеader 2`) is member n's name until they choose one. */
export function isAnotherReadersDefault(name: string, ownId: number): boolean {
  const numbered = /^(.*?)(\d+)$/u.exec(name.normalize('NFKC').replace(/[^\p{L}\p{N}]/gu, ''));
  return numbered !== null && sameFolds(nameFoldsOf(numbered[1]), READER) && Number(numbered[2]) !== ownId;
}
