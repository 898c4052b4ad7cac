import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../lib/document-meta';

export interface StaticSection {
  heading: string;
  body: ReactNode;
}

/** A page of plain text sections: privacy, terms, about. */
export function StaticPage({
  title,
  description,
  intro,
  sections,
}: {
  title: string;
  description: string;
  intro: string;
  sections: StaticSection[];
}) {
  useDocumentMeta(title, description);
  return (
    <Container maxWidth="md" sx={{ py: 5 }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {intro}
      </Typography>
      <Stack spacing={3}>
        {sections.map((section) => (
          <section key={section.heading}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {section.heading}
            </Typography>
            <Typography component="div" color="text.secondary" sx={{ lineHeight: 1.75 }}>
              {section.body}
            </Typography>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
