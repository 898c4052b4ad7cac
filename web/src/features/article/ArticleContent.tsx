import Box from '@mui/material/Box';

/** The article's HTML, already sanitized by the graph before it was stored. */
export function ArticleContent({ html }: { html: string }) {
  return (
    <Box
      data-testid="article-content"
      sx={{
        fontSize: '1.075rem',
        lineHeight: 1.75,
        '& h2, & h3': { mt: 4, mb: 1.5, lineHeight: 1.3 },
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
