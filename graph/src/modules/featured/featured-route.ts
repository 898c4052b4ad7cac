import { registerEnumType } from 'type-graphql';

export enum FeaturedRoute {
  homepage = 'homepage',
  all = 'all',
  hardware = 'hardware',
  review = 'review',
  esports = 'esports',
  guide = 'guide',
  web = 'web',
  news = 'news',
}
registerEnumType(FeaturedRoute, {
  name: 'FeaturedRoute',
  description: 'The routes that have a main featured slot (spec §4 Featured Manager scopes).',
});

export const isFeaturedRoute = (value: string): value is FeaturedRoute =>
  (Object.values(FeaturedRoute) as string[]).includes(value);
