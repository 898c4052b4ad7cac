// The Games tab's edit form: a game's facts as typed, and the GameInput they become. graph applies
// every rule (platforms, release forms, YouTube trailers) and names the field it refuses.
import type { GameInput, GamesTabGameFragment, ReleasePrecision } from '../../gql/graphql';

interface ReleaseRow {
  precision: ReleasePrecision;
  /** 2027-03-14, 2027-03, 2027-Q2, 2027; '' for tba. */
  value: string;
}

export interface GameForm {
  name: string;
  slug: string;
  description: string;
  platforms: string[];
  /** By platform id; a platform without a row has no release date yet. */
  releases: Record<string, ReleaseRow>;
  developers: string;
  publishers: string;
  franchise: string;
  genres: string;
  trailerUrl: string;
  cover: { id: number; url: string; alt: string } | null;
}

export const PRECISIONS: { value: ReleasePrecision; label: string; placeholder: string }[] = [
  { value: 'day', label: 'Day', placeholder: '2027-03-14' },
  { value: 'month', label: 'Month', placeholder: '2027-03' },
  { value: 'quarter', label: 'Quarter', placeholder: '2027-Q2' },
  { value: 'year', label: 'Year', placeholder: '2027' },
  { value: 'tba', label: 'TBA', placeholder: '' },
];

export function emptyGameForm(): GameForm {
  return {
    name: '',
    slug: '',
    description: '',
    platforms: [],
    releases: {},
    developers: '',
    publishers: '',
    franchise: '',
    genres: '',
    trailerUrl: '',
    cover: null,
  };
}

export function gameFormFrom(game: GamesTabGameFragment): GameForm {
  return {
    name: game.name,
    slug: game.slug,
    description: game.description ?? '',
    platforms: [...game.platforms],
    releases: Object.fromEntries(game.releases.map((r) => [r.platform, { precision: r.precision, value: r.value ?? '' }])),
    developers: game.developers.join(', '),
    publishers: game.publishers.join(', '),
    franchise: game.franchise ?? '',
    genres: game.genres.join(', '),
    trailerUrl: game.trailerUrl ?? '',
    cover: game.coverImage ?? null,
  };
}

const names = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** Every field, so an update replaces what the form shows (blank clears). */
export function toGameInput(form: GameForm, existing: boolean): GameInput {
  return {
    name: form.name,
    ...(existing || form.slug.trim() ? { slug: form.slug.trim() } : {}),
    description: form.description.trim() || null,
    platforms: form.platforms,
    releases: form.platforms
      .filter((platform) => form.releases[platform])
      .map((platform) => {
        const { precision, value } = form.releases[platform];
        return { platform, precision, value: precision === 'tba' ? null : value.trim() };
      }),
    developers: names(form.developers),
    publishers: names(form.publishers),
    franchise: form.franchise.trim() || null,
    genres: names(form.genres),
    trailerUrl: form.trailerUrl.trim() || null,
    coverImageId: form.cover?.id ?? null,
  };
}
