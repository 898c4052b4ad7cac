// Whether a query selects a field under the current one, so a resolver can skip work nobody asked
// for (a list's total, an article's HTML body). Follows fragments and inline fragments.
import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

function selectionHas(
  set: SelectionSetNode | undefined,
  path: readonly string[],
  fragments: Record<string, FragmentDefinitionNode>,
): boolean {
  if (!set) return false;
  const [head, ...rest] = path;
  for (const selection of set.selections) {
    if (selection.kind === 'Field') {
      if (selection.name.value !== head) continue;
      if (rest.length === 0 || selectionHas(selection.selectionSet, rest, fragments)) return true;
    } else if (selection.kind === 'InlineFragment') {
      if (selectionHas(selection.selectionSet, path, fragments)) return true;
    } else if (selectionHas(fragments[selection.name.value]?.selectionSet, path, fragments)) {
      return true;
    }
  }
  return false;
}

/** True when `path` (field names below the resolved field) is selected anywhere in the query. */
export function selects(info: GraphQLResolveInfo, ...path: string[]): boolean {
  return info.fieldNodes.some((node: FieldNode) => selectionHas(node.selectionSet, path, info.fragments));
}
