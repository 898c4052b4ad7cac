import { isOwnMedia, mediaUrl, responsiveImage } from './images';

describe('responsive image URLs', () => {
  it('offers every drawn width of our own media with sizes for the layout', () => {
    const image = responsiveImage('/media/thumb-3.webp', 'card');
    expect(image.src).toBe('/media/thumb-3.webp?w=800');
    expect(image.srcSet?.split(', ')).toEqual([
      '/media/thumb-3.webp?w=320 320w',
      '/media/thumb-3.webp?w=480 480w',
      '/media/thumb-3.webp?w=640 640w',
      '/media/thumb-3.webp?w=800 800w',
      '/media/thumb-3.webp?w=960 960w',
      '/media/thumb-3.webp?w=1200 1200w',
      '/media/thumb-3.webp?w=1600 1600w',
    ]);
    expect(image.sizes).toContain('100vw');
    expect(responsiveImage('/media/a.jpg', 'compact').srcSet).toBe('/media/a.jpg?w=320 320w, /media/a.jpg?w=480 480w');
  });

  it('uses outside image URLs as they are', () => {
    expect(responsiveImage('https://cdn.example.com/cover.png', 'card')).toEqual({ src: 'https://cdn.example.com/cover.png' });
    expect(mediaUrl('https://img.youtube.com/vi/x/hqdefault.jpg', 640)).toBe('https://img.youtube.com/vi/x/hqdefault.jpg');
    expect(isOwnMedia('/media/a.jpg?w=320')).toBe(false);
    expect(isOwnMedia('/media/../etc/passwd')).toBe(false);
  });
});
