import { formatTags, parseTags } from './tags';

describe('tags typed comma-separated (spec §5)', () => {
  it('trims every tag and drops the empty ones', () => {
    expect(parseTags('  rpg, open world ,, ,indie  ,')).toEqual(['rpg', 'open world', 'indie']);
  });

  it('gives no tags for blank input', () => {
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
  });

  it('writes stored tags back as the same comma-separated text', () => {
    expect(parseTags(formatTags(['rpg', 'open world']))).toEqual(['rpg', 'open world']);
  });
});
