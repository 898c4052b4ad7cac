import { isVideoUrl, youTubeId } from './video';

describe('youTubeId: the video link pattern of spec §5', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=a_b-C1d2E3f', 'a_b-C1d2E3f'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('recognises %s', (url, id) => {
    expect(youTubeId(url)).toBe(id);
    expect(isVideoUrl(url)).toBe(true);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQX',
    'https://youtu.be/dQw4w9W$XcQ',
    'https://vimeo.com/123456789',
    'https://example.com/image.jpg',
    '',
  ])('rejects %s', (url) => {
    expect(youTubeId(url)).toBeNull();
    expect(isVideoUrl(url)).toBe(false);
  });

  it('treats a missing URL as no video', () => {
    expect(isVideoUrl(null)).toBe(false);
    expect(isVideoUrl(undefined)).toBe(false);
  });
});
