import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { formatLongDate } from '../../../lib/dates';
import { youTubeEmbedUrl, youTubeId } from '../../../lib/video';
import type { ArticleForm } from '../article-form';
import { parseTags } from '../tags';
import { usePublicationFormat } from '../../../lib/publication-format';

/** The article laid out the way readers will see it: header, image or video, body, tags. */
export function ArticlePreview({ form }: { form: ArticleForm }) {
  const format = usePublicationFormat();
  const videoId = youTubeId(form.featuredImage);
  const tags = parseTags(form.tagsText);
  return (
    <Box component="article" aria-label="Article preview" sx={{ maxWidth: 820 }}>
      <Stack spacing={2}>
        {form.category ? (
          <Box>
            <CategoryBadge category={form.category} />
          </Box>
        ) : null}
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          {form.title || 'Untitled article'}
        </Typography>
        {form.excerpt ? (
          <Typography variant="h6" component="p" color="text.secondary">
            {form.excerpt}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {formatLongDate(new Date(), format)}
        </Typography>
        {videoId ? (
          <Box sx={{ position: 'relative', pt: '56.25%' }}>
            <Box
              component="iframe"
              src={youTubeEmbedUrl(videoId)}
              title={form.title || 'Featured video'}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          </Box>
        ) : form.featuredImage ? (
          <Box component="img" src={form.featuredImage} alt="" sx={{ width: '100%', borderRadius: 1 }} />
        ) : null}
        <Box
          sx={{
            '& img, & iframe': { maxWidth: '100%' },
            '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0 },
            '& a': { color: 'secondary.main' },
          }}
          // The editor's own rich text; the server sanitizes it again when it is saved.
          dangerouslySetInnerHTML={{ __html: form.content }}
        />
        {tags.length ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {tags.map((tag) => (
              <Chip key={tag} label={`#${tag}`} size="small" variant="outlined" />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
