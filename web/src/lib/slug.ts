// One slug rule for the whole product: the editor's live preview uses graph's own function, so what
// the editor shows while typing is what graph will save (before a `-2` for a taken slug, which the
// editor learns from the server's answer).
export { slugify } from '../../../graph/src/common/slug';
