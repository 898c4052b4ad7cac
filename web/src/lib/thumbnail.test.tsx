import { act, fireEvent, render, screen } from '@testing-library/react';
import { ArticleThumbnail } from '../components/ArticleThumbnail';
import { stubFetch } from '../testing/fetch-stub';
import { forgetRequestedThumbnails, isImageUrl, thumbnailSource } from './thumbnail';
import { EditionIntlProvider } from '../i18n/EditionIntlProvider';

const base = { id: 7, title: 'A title', categorySlug: 'esports', thumbnailUrl: null };

describe('thumbnailSource (spec §4)', () => {
  it('uses the YouTube thumbnail for a video link', () => {
    expect(thumbnailSource({ featuredImage: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({
      kind: 'video',
      videoId: 'dQw4w9WgXcQ',
      src: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
  });

  it('uses an image-looking URL directly', () => {
    expect(thumbnailSource({ featuredImage: 'https://cdn.example.com/a/cover.JPG?w=800' })).toEqual({
      kind: 'image',
      src: 'https://cdn.example.com/a/cover.JPG?w=800',
    });
    expect(isImageUrl('/media/thumbnails/7.png')).toBe(true);
    expect(isImageUrl('https://images.unsplash.com/photo-123?w=800')).toBe(true);
  });

  it('asks the server for anything else, unless it already drew one', () => {
    expect(thumbnailSource({ featuredImage: 'https://example.com/article-page' })).toEqual({ kind: 'generate' });
    expect(thumbnailSource({ featuredImage: null })).toEqual({ kind: 'generate' });
    expect(thumbnailSource({ featuredImage: null, thumbnailUrl: '/media/t/7.png' })).toEqual({
      kind: 'drawn',
      src: '/media/t/7.png',
    });
  });
});

describe('ArticleThumbnail', () => {
  beforeEach(() => forgetRequestedThumbnails());
  afterEach(() => jest.useRealTimers());

  it('shows the video thumbnail with a play overlay', () => {
    render(<ArticleThumbnail article={{ ...base, featuredImage: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }} />, {
      wrapper: EditionIntlProvider,
    });
    expect(screen.getByTestId('article-thumbnail-image')).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(screen.getByTestId('video-play-overlay')).toBeInTheDocument();
  });

  it('lazy-loads images inside a box of reserved shape', () => {
    render(<ArticleThumbnail article={{ ...base, featuredImage: 'https://cdn.example.com/cover.png' }} />, {
      wrapper: EditionIntlProvider,
    });
    expect(screen.getByTestId('article-thumbnail-image')).toHaveAttribute('loading', 'lazy');
  });

  it('asks the server once per article to draw a thumbnail, with the category emoji until it arrives', async () => {
    const calls = stubFetch({
      'POST /api/articles/7/generate-thumbnail': { status: 200, body: { thumbnailUrl: '/media/thumbnails/7.webp' } },
    });
    render(
      <>
        <ArticleThumbnail article={{ ...base, featuredImage: null }} />
        <ArticleThumbnail article={{ ...base, featuredImage: null }} />
      </>,
      { wrapper: EditionIntlProvider },
    );
    expect(screen.getAllByRole('img', { name: 'Esports article' })).toHaveLength(2);
    await act(async () => undefined);
    expect(calls).toEqual([{ method: 'POST', url: '/api/articles/7/generate-thumbnail', body: undefined }]);
    // The drawn artwork (category colour and glyph, no headline) replaces the emoji.
    const drawn = screen.getAllByTestId('article-thumbnail-image');
    expect(drawn).toHaveLength(2);
    expect(drawn[0]).toHaveAttribute('src', '/media/thumbnails/7.webp?w=800');
    expect(screen.queryByRole('img', { name: 'Esports article' })).not.toBeInTheDocument();
  });

  it('shows artwork the server already drew without asking again', async () => {
    const calls = stubFetch({});
    render(<ArticleThumbnail article={{ ...base, featuredImage: null, thumbnailUrl: '/media/thumbnails/7.webp' }} />, {
      wrapper: EditionIntlProvider,
    });
    await act(async () => undefined);
    expect(screen.getByTestId('article-thumbnail-image')).toHaveAttribute('src', '/media/thumbnails/7.webp?w=800');
    expect(calls).toEqual([]);
  });

  it('offers our own media in every drawn width, in a box that keeps its shape', () => {
    render(<ArticleThumbnail article={{ ...base, featuredImage: '/media/uploads/cover.jpg' }} sizes="card" />, {
      wrapper: EditionIntlProvider,
    });
    const img = screen.getByTestId('article-thumbnail-image');
    expect(img).toHaveAttribute('src', '/media/uploads/cover.jpg?w=800');
    expect(img.getAttribute('srcset')).toContain('/media/uploads/cover.jpg?w=1600 1600w');
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
  });

  it('keeps the emoji when generation fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({ 'POST /api/articles/7/generate-thumbnail': { status: 500, body: 'boom' } });
    render(<ArticleThumbnail article={{ ...base, featuredImage: null }} />, { wrapper: EditionIntlProvider });
    await act(async () => undefined);
    expect(screen.getByRole('img', { name: 'Esports article' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('retries a failed image once after 1000 ms, then gives up to the emoji', () => {
    jest.useFakeTimers();
    render(<ArticleThumbnail article={{ ...base, featuredImage: 'https://cdn.example.com/cover.png' }} />, {
      wrapper: EditionIntlProvider,
    });
    fireEvent.error(screen.getByTestId('article-thumbnail-image'));
    expect(screen.queryByTestId('article-thumbnail-image')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByTestId('article-thumbnail-image')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    fireEvent.error(screen.getByTestId('article-thumbnail-image'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByTestId('article-thumbnail-image')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Esports article' })).toBeInTheDocument();
  });
});
