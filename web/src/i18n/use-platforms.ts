// Platforms in the page's language. graph names them in English (graph/src/modules/game/game-facts.ts);
// all but one are product names that read the same in every language ("PlayStation 5", "macOS").
// "VR headsets" is a common noun, which a Japanese game page showed as it was: a catalog key here.
// A platform this table does not know keeps graph's name.
import type { MessageId } from './messages';
import { useT } from './use-t';

const PLATFORM_MESSAGES: Partial<Record<string, MessageId>> = { vr: 'platform.vr' };

/** `platforms` (graph's gamePlatforms) with the page's words for those the catalogs name. */
export function usePlatformsInEdition<T extends { id: string; name: string }>(platforms: readonly T[] | undefined): T[] {
  const t = useT();
  return (platforms ?? []).map((platform) => {
    const id = PLATFORM_MESSAGES[platform.id];
    return id ? { ...platform, name: t(id) } : platform;
  });
}
