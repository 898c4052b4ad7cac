import { deviceClass, trafficSource } from './traffic-source';

describe('where a reader came from', () => {
  it('keeps the domain only and groups search engines and social sites', () => {
    expect(trafficSource('https://www.google.co.uk/search?q=savepoint', 'savepoint.example')).toBe('search');
    expect(trafficSource('https://duckduckgo.com/', 'savepoint.example')).toBe('search');
    expect(trafficSource('https://t.co/abc', 'savepoint.example')).toBe('social');
    expect(trafficSource('https://old.reddit.com/r/games/comments/1', 'savepoint.example')).toBe('social');
    expect(trafficSource('https://www.GameSite.example/path?secret=1', 'savepoint.example')).toBe('gamesite.example');
    expect(trafficSource('https://savepoint.example/articles/x', 'savepoint.example:443')).toBe('internal');
    expect(trafficSource(undefined, 'savepoint.example')).toBe('direct');
    expect(trafficSource('android-app://com.example', 'savepoint.example')).toBe('direct');
    expect(trafficSource('not a url', 'savepoint.example')).toBe('direct');
  });

  it('names a coarse device class from the user agent', () => {
    expect(deviceClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 13; SM-X700) Safari/537.36')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130')).toBe('desktop');
    expect(deviceClass('SomethingElse/1.0')).toBe('other');
  });
});
