import Box from '@mui/material/Box';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { useEffect, useState } from 'react';
import { IMAGE_RETRY_DELAY_MS } from '../config/constants';
import { categoryLook } from '../config/categories';
import { responsiveImage, type ImageSizes } from '../lib/images';
import { requestThumbnail, thumbnailSource } from '../lib/thumbnail';

interface ArticleThumbnailProps {
  article: {
    id: number;
    title: string;
    categorySlug: string;
    featuredImage?: string | null;
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
function CategoryArtwork({ category, compact = false }: { category: string; compact?: boolean }) {
  const look = categoryLook(category);
  return (
    <Box
      data-testid="article-thumbnail-placeholder"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        background: `radial-gradient(circle at 30% 20%, ${look.color} 0%, transparent 60%), linear-gradient(135deg, ${look.color} 0%, #0b0d14 85%)`,
      }}
    >
      <Box
        component="span"
        role="img"
        aria-label={`${look.label} article`}
        sx={{ fontSize: compact ? '1.6rem' : 'clamp(2.5rem, 8vw, 4.5rem)', lineHeight: 1 }}
      >
        {look.emoji}
      </Box>
    </Box>
  );
}

export function ArticleThumbnail({ article, aspectRatio = '16 / 9', eager = false, sizes = 'card' }: ArticleThumbnailProps) {
  const source = thumbnailSource(article);
  const compact = sizes === 'compact';
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  // Spec §4: without an image, the card asks the server once to draw a thumbnail. That thumbnail
  // carries the headline (it is made for link previews), so the card itself keeps the category
  // artwork: a headline drawn right above the same headline reads as a mistake.
  useEffect(() => {
    if (source.kind === 'generate') void requestThumbnail(article.id);
  }, [source.kind, article.id]);

  const src = source.kind === 'image' || source.kind === 'video' ? source.src : null;

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
    <Box sx={{ position: 'relative', aspectRatio, width: '100%', overflow: 'hidden', bgcolor: 'grey.900' }}>
      {showImage ? (
        <Box
          component="img"
          key={attempt}
          {...responsiveImage(src, sizes)}
          alt=""
          width={w}
          height={h}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={handleError}
          data-testid="article-thumbnail-image"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <CategoryArtwork category={article.categorySlug} compact={compact} />
      )}
      {source.kind === 'video' ? (
        <Box
          data-testid="video-play-overlay"
          aria-hidden
          sx={{
            position: 'absolute',
            // A small badge in the corner: never a full-size button over a small thumbnail.
            left: compact ? 4 : 12,
            bottom: compact ? 4 : 12,
            width: compact ? 22 : 44,
            height: compact ? 22 : 44,
            borderRadius: '50%',
            bgcolor: 'rgba(11, 13, 20, 0.8)',
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
            border: '2px solid rgba(255,255,255,.85)',
          }}
        >
          <PlayArrowRoundedIcon sx={{ fontSize: compact ? 16 : 30 }} />
        </Box>
      ) : null}
    </Box>
  );
}
