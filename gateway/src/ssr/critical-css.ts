// The stylesheet a rendered page needs for its first paint (issue 27: "inline critical CSS only").
// The site's whole stylesheet (~27 KB, every reader page's rules) was written into every page's
// head: half of an article page's bytes, gzipped and hashed again on every render and sent on every
// visit. Now a page's head carries only the rules that can match its own markup; the whole
// stylesheet is linked after the page (ssr/page-server.ts), where it holds up neither the first
// paint nor the parser, and brings the rules of what the app shows later (a menu opened, another
// page navigated to).
//
// A rule is kept unless one of the classes every one of its selectors needs is missing from the
// page's markup: a rule left out can match nothing on the page, so the whole stylesheet arriving
// later changes nothing already painted, and the kept rules keep their order (the cascade is the
// same). Classes are the only thing judged; an element, id, attribute or state selector keeps its
// rule, and so does anything in parentheses or brackets, as in :not() or :is() (more kept, never less).
// Not beasties (critters): it matches every selector against a DOM of the page, tens of
// milliseconds a page, where this judges class names once per stylesheet and set of classes.
import { LRUCache } from 'lru-cache';
import postcss, { type ChildNode } from 'postcss';

/** A piece of the stylesheet: its text and, for a rule, the classes each of its selectors needs. */
type Piece =
  | { kind: 'always'; text: string }
  | { kind: 'rule'; text: string; needs: string[][] }
  | { kind: 'group'; open: string; children: Piece[] };

/** How many distinct pages' critical CSS are remembered (pages of one kind share theirs). */
const REMEMBERED = 256;

const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** What a selector needs, outside anything in parentheses or brackets; null when unsure (kept). */
function classesNeeded(selector: string): string[] | null {
  if (selector.includes('\\')) return null; // an escaped class name: not worth parsing here
  let plain = '';
  // What is inside :not(), :is(), :nth-child() or an attribute selector is not required (:not()
  // even forbids its classes).
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) plain += char;
  }
  return [...plain.matchAll(CLASS_IN_SELECTOR)].map((match) => match[1]);
}

function pieceOf(node: ChildNode): Piece | undefined {
  if (node.type === 'comment') return undefined;
  if (node.type === 'rule') {
    const needs: string[][] = [];
    for (const selector of node.selectors) {
      const classes = classesNeeded(selector);
      // A selector that needs no class (or one not understood) can match any page: always kept.
      if (classes === null || classes.length === 0) return { kind: 'always', text: node.toString() };
      needs.push(classes);
    }
    return { kind: 'rule', text: node.toString(), needs };
  }
  if (node.type === 'atrule') {
    const name = node.name.toLowerCase();
    // Conditional groups hold rules: judged rule by rule. Anything else (@font-face, @keyframes,
    // @property…) is kept whole; a font is fetched only when a kept rule uses it.
    if ((name === 'media' || name === 'supports' || name === 'container' || name === 'layer') && node.nodes) {
      const children = node.nodes.map(pieceOf).filter((piece): piece is Piece => piece !== undefined);
      return { kind: 'group', open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`, children };
    }
    return { kind: 'always', text: node.toString() };
  }
  return { kind: 'always', text: node.toString() };
}

function render(pieces: Piece[], has: (name: string) => boolean): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') out += piece.text;
    else if (piece.kind === 'rule') {
      if (piece.needs.some((classes) => classes.every(has))) out += piece.text;
    } else {
      const inner = render(piece.children, has);
      if (inner) out += `${piece.open}${inner}}`;
    }
  }
  return out;
}

function collectClasses(pieces: Piece[], into: Set<string>): Set<string> {
  for (const piece of pieces) {
    if (piece.kind === 'rule') for (const classes of piece.needs) for (const name of classes) into.add(name);
    else if (piece.kind === 'group') collectClasses(piece.children, into);
  }
  return into;
}

export interface CriticalCss {
  /** The rules of the stylesheet that can match `html` (a page's markup), in their order. */
  forMarkup(html: string): string;
}

/** Parses a (minified) stylesheet once; each page's part is then picked from its class names. */
export function criticalCss(stylesheet: string): CriticalCss {
  const pieces = (postcss.parse(stylesheet).nodes ?? []).map(pieceOf).filter((piece): piece is Piece => piece !== undefined);
  /** Every class the stylesheet judges by: a page's other classes do not change its part. */
  const judged = collectClasses(pieces, new Set());
  const remembered = new LRUCache<string, string>({ max: REMEMBERED });

  return {
    forMarkup(html) {
      const present = new Set<string>();
      for (const match of html.matchAll(CLASS_ATTRIBUTE))
        for (const name of match[1].split(/\s+/)) if (judged.has(name)) present.add(name);
      const key = [...present].sort().join(' ');
      let css = remembered.get(key);
      if (css === undefined) {
        css = render(pieces, (name) => present.has(name));
        remembered.set(key, css);
      }
      return css;
    },
  };
}
