import { filterHref, FilterLinks } from '../../components/FilterLinks';
import { REVIEW_SCALE_MAX } from '../../config/constants';
import { platformParam } from '../../config/platforms';
import { useBandLabel } from '../../i18n/use-band-label';
import { useT } from '../../i18n/use-t';

/** The review filters a URL asks for; what is not a platform id graph knows or a score on the scale is ignored. */
export function reviewFilterParams(params: URLSearchParams): { platform: string | null; minScore: number | null } {
  const minScore = Number.parseFloat(params.get('minScore') ?? '');
  return {
    platform: platformParam(params.get('platform')),
    minScore: Number.isFinite(minScore) && minScore > 0 && minScore <= REVIEW_SCALE_MAX ? minScore : null,
  };
}

/** /reviews narrowed by platform and by minimum score, each choice a link. */
export function ReviewFilters({
  params,
  pathname,
  platforms,
  bands,
}: {
  params: URLSearchParams;
  pathname: string;
  platforms: { id: string; name: string }[];
  bands: { min: number; label: string }[];
}) {
  const current = reviewFilterParams(params);
  const t = useT();
  const bandLabel = useBandLabel();
  if (platforms.length === 0 && bands.length === 0) return null;
  return (
    <div className="review-filters">
      <FilterLinks
        label={t('reviews.platform')}
        testId="review-filter-platform"
        links={[
          {
            label: t('reviews.allPlatforms'),
            href: filterHref(pathname, params, { platform: null }),
            active: current.platform === null,
          },
          ...platforms.map((p) => ({
            label: p.name,
            href: filterHref(pathname, params, { platform: p.id }),
            active: current.platform === p.id,
          })),
        ]}
      />
      <FilterLinks
        label={t('reviews.score')}
        testId="review-filter-score"
        links={[
          {
            label: t('reviews.anyScore'),
            href: filterHref(pathname, params, { minScore: null }),
            active: current.minScore === null,
          },
          // The lowest band starts at the bottom of the scale: "at least 0" is no filter.
          ...bands
            .filter((band) => band.min > 0)
            .map((band) => ({
              label: t('reviews.band', { min: band.min, label: bandLabel(band.label) }),
              href: filterHref(pathname, params, { minScore: String(band.min) }),
              active: current.minScore === band.min,
            })),
        ]}
      />
    </div>
  );
}
