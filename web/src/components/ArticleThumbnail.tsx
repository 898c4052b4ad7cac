import { useEffect, useState } from 'react';
import { IMAGE_RETRY_DELAY_MS } from '../config/constants';
import { categoryLook } from '../config/categories';
import { responsiveImage, type ImageSizes } from '../lib/images';
import { requestThumbnail, thumbnailSource } from '../lib/thumbnail';
import { Icon } from './icons';
import './stories.css';
import { useCategoryLabel } from '../i18n/use-category-label';
import { useT } from '../i18n/use-t';

interface ArticleThumbnailProps {
  article: {
    id: number;
    title: string;
    categorySlug: string;
    /** The category's name in the page's edition, for one the catalogs do not know (cards ask for it). */
    category?: { name: string } | null;
    featuredImage?: string | null;
    /**
     * What the featured image shows, from the media library (the article page asks for it). Absent
     * or null: the image is decorative (alt=""), as on cards, where the headline beside it says it.
     */
    featuredImageAlt?: string | null;
    thumbnailUrl?: string | null;
  };
  /** Width / height; the box keeps this shape before the image arrives so nothing shifts. */
  aspectRatio?: `${number} / ${number}`;
  /** Above-the-fold images load at once (and first); the rest wait until scrolled near. */
  eager?: boolean;
  /** Which layout the image sits in: picks the `sizes` of its srcset (lib/images.ts). */
  sizes?: ImageSizes;
}

/** Artwork for an article without an image: its category's colour and emoji, never its headline. */
function CategoryArtwork({ category, name }: { category: string; name?: string }) {
  const look = categoryLook(category);
  const t = useT();
  const categoryLabel = useCategoryLabel();
  return (
    <div
      className="artwork"
      data-testid="article-thumbnail-placeholder"
      style={{
        background: `radial-gradient(circle at 30% 20%, ${look.color} 0%, transparent 60%), linear-gradient(135deg, ${look.color} 0%, #0b0d14 85%)`,
      }}
    >
      <span role="img" aria-label={t('thumbnail.artwork', { category: categoryLabel(category, name) })}>
        {look.emoji}
      </span>
    </div>
  );
}

export function ArticleThumbnail({ article, aspectRatio = '16 / 9', eager = false, sizes = 'card' }: ArticleThumbnailProps) {
  const source = thumbnailSource(article);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  // Spec §4: without an image, the card asks the server once to draw a thumbnail, and shows the
  // category emoji until one arrives.
  const [generated, setGenerated] = useState<string | null>(null);
  useEffect(() => {
    if (source.kind !== 'generate') return;
    let active = true;
    void requestThumbnail(article.id).then((url) => {
      if (active) setGenerated(url);
    });
    return () => {
      active = false;
    };
  }, [source.kind, article.id]);

  const src = source.kind === 'image' || source.kind === 'video' || source.kind === 'drawn' ? source.src : generated;

  useEffect(() => {
    setAttempt(0);
    setFailed(false);
  }, [src]);

  const handleError = () => {
    if (attempt === 0) {
      // One retry after a pause: the image may still be being written.
      setTimeout(() => setAttempt(1), IMAGE_RETRY_DELAY_MS);
      setAttempt(-1);
    } else {
      setFailed(true);
    }
  };

  const showImage = src && !failed && attempt !== -1;
  const [w, h] = aspectRatio.split('/').map((n) => Number(n.trim()) * 100);

  return (
    <div className={sizes === 'compact' ? 'thumb thumb-compact' : 'thumb'} style={{ aspectRatio }}>
      {showImage ? (
        <img
          key={attempt}
          {...responsiveImage(src, sizes)}
          alt={source.kind === 'image' ? (article.featuredImageAlt ?? '') : ''}
          width={w}
          height={h}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding={eager ? undefined : 'async'}
          onError={handleError}
          data-testid="article-thumbnail-image"
        />
      ) : (
        <CategoryArtwork category={article.categorySlug} name={article.category?.name} />
      )}
      {source.kind === 'video' ? (
        // A small badge in the corner: never a full-size button over a small thumbnail.
        <span className="play-badge" data-testid="video-play-overlay" aria-hidden>
          <Icon name="play" />
        </span>
      ) : null}
    </div>
  );
}
