// The read path's shortcuts (decision record 0029), each switchable off with GRAPH_SHORTCUTS_OFF so
// its gain can be measured against the plain way in one run (`npm run bench:shortcuts`), and so a
// deployment can fall back to the plain way if an upgrade makes one unsafe before its guard test
// is fixed. Set once at start from the config; tests that switch one off switch it back on.
export const SHORTCUTS = ['row-entity', 'prepared', 'jit', 'select-is-read'] as const;
export type Shortcut = (typeof SHORTCUTS)[number];

const off = new Set<Shortcut>();

/** Switches the listed shortcuts off and every other one on. */
export function setShortcutsOff(shortcuts: Iterable<Shortcut>): void {
  off.clear();
  for (const shortcut of shortcuts) off.add(shortcut);
}

export const shortcutOn = (shortcut: Shortcut): boolean => !off.has(shortcut);
