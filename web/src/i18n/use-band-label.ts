// A review band's name in the page's language. graph names the bands of its review scale in English
// (graph/src/modules/review/review-scale.ts: Essential, Recommended, Mixed, Avoid), which a German
// verdict showed as it was. Each band graph has is a catalog key here; a band this table does not
// know yet keeps graph's word rather than showing an id.
import { useCallback } from 'react';
import type { MessageId } from './messages';
import { useT } from './use-t';

const BAND_MESSAGES: Record<string, MessageId> = {
  Essential: 'review.band.essential',
  Recommended: 'review.band.recommended',
  Mixed: 'review.band.mixed',
  Avoid: 'review.band.avoid',
};

export function useBandLabel(): (label: string) => string {
  const t = useT();
  return useCallback((label: string) => (BAND_MESSAGES[label] ? t(BAND_MESSAGES[label]) : label), [t]);
}
