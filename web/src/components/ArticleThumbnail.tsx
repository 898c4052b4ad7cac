import Box from '@mui/material/Box';
import PlayCircleFilledWhiteIcon from '@mui/icons-material/PlayCircleFilledWhite';
import { useEffect, useState } from 'react';
import { IMAGE_RETRY_DELAY_MS } from '../config/constants';
import { categoryLook } from '../config/categories';
import { requestThumbnail, thumbnailSource } from '../lib/thumbnail';

interface ArticleThumbnailProps {
  article: {
    id: number;
    title: string;
    categorySlug: string;
    featuredImage?: string | null;
    thumbnailUrl?: string | null;
  };
  /** Width / height; the box keeps this shape before the image arrives so nothing jumps. */
  aspectRatio?: string;
  /** Above-the-fold images load at once; the rest wait until scrolled near. */
  eager?: boolean;
}

export function ArticleThumbnail({ article, aspectRatio = '16 / 9', eager = false }: ArticleThumbnailProps) {
  const source = thumbnailSource(article);
  const [generated, setGenerated] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

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

  const src = source.kind === 'generate' ? generated : source.src;

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

  const look = categoryLook(article.categorySlug);
  const showImage = src && !failed && attempt !== -1;

  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio,
        width: '100%',
        overflow: 'hidden',
        bgcolor: 'grey.900',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {showImage ? (
        <Box
          component="img"
          key={attempt}
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={handleError}
          data-testid="article-thumbnail-image"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Box component="span" role="img" aria-label={`${look.label} article`} sx={{ fontSize: '3rem' }} data-testid="article-thumbnail-placeholder">
          {look.emoji}
        </Box>
      )}
      {source.kind === 'video' ? (
        <PlayCircleFilledWhiteIcon
          data-testid="video-play-overlay"
          aria-hidden
          sx={{
            position: 'absolute',
            fontSize: '3.5rem',
            color: '#fff',
            filter: 'drop-shadow(0 2px 6px rgba(0,0,0,.6))',
          }}
        />
      ) : null}
    </Box>
  );
}
