// A readable diff of two revisions: the words of title, excerpt and text, with the HTML tags taken
// out so the editor sees what a reader would see change.
import { diffWords } from 'diff';
import { htmlToText } from '../../lib/excerpt';

export interface DiffPart {
  text: string;
  change: 'added' | 'removed' | 'same';
}

export interface RevisionText {
  title: string;
  content: string;
  excerpt?: string | null;
}

const readable = (r: RevisionText) => [r.title, r.excerpt ?? '', htmlToText(r.content)].filter(Boolean).join('\n\n');

/** What changed from `before` to `after`, in reading order. */
export function revisionDiff(before: RevisionText, after: RevisionText): DiffPart[] {
  return diffWords(readable(before), readable(after)).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}
