import Box from '@mui/material/Box';

/** The article's HTML, already sanitized by the graph before it was stored, at a reading measure of ~70 characters. */
export function ArticleContent({ html }: { html: string }) {
  return (
    <Box
      data-testid="article-content"
      sx={{
        fontSize: '1.125rem',
        lineHeight: 1.7,
        // 66ch of the zero glyph is about 70 characters of running text: the 65–75 measure.
        maxWidth: '66ch',
        '& h2, & h3': { mt: 4, mb: 1.5, lineHeight: 1.25, fontFamily: 'h2.fontFamily', letterSpacing: '-0.01em' },
        '& h2': { fontSize: '1.5rem' },
        '& h3': { fontSize: '1.25rem' },
        '& p': { my: 2 },
        '& a': { color: 'secondary.main' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& iframe': { maxWidth: '100%', aspectRatio: '16 / 9', width: '100%', height: 'auto', border: 0 },
        '& blockquote': { borderLeft: 4, borderColor: 'primary.main', m: 0, pl: 2, color: 'text.secondary' },
        '& pre': { overflowX: 'auto', p: 2, bgcolor: 'grey.900', borderRadius: 1 },
        '& ul, & ol': { pl: 3 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
