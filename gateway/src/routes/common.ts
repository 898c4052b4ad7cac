// What several route files say the same way: the cap on unpaged lists and the answer shapes most rows share.
import { arrayOf, ref } from '../api/schemas';

/** `GET /api/articles` without limit answers at most this many (newest first). */
export const UNPAGED_ARTICLE_CAP = 100;

export const article = ref('Article');
export const articles = arrayOf(ref('Article'));
export const message = ref('Message');
export const deleted = (what: string) => ({ message: `${what} deleted` });
