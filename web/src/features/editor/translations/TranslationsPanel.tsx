// An article's translations in the editor (issue 46 item 6): its language, the other members of its
// translation group with their status and a way to open each, "Source changed" on a translation
// whose source was saved since (with the source's diff), and Translate into an edition the group lacks.
// The dialogs are chunks of their own, loaded when opened.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusBadge } from '../../../components/StatusBadge';
import { BackOfficeEditionsDocument, EditorTranslationsDocument } from '../../../gql/graphql';
import { useCan } from '../../../back-office/use-can';

const TranslateDialog = lazy(() => import('./TranslateDialog').then((m) => ({ default: m.TranslateDialog })));
const SourceDiffDialog = lazy(() => import('./SourceDiffDialog').then((m) => ({ default: m.SourceDiffDialog })));

interface TranslationsPanelProps {
  articleId: number;
  /** Opens another article in the editor (a translation, or the source). */
  onOpenArticle: (articleId: number) => void;
}

type Dialog = { kind: 'translate' } | { kind: 'diff'; sourceId: number; seenRevisionId: number | null } | null;

export function TranslationsPanel({ articleId, onOpenArticle }: TranslationsPanelProps) {
  const can = useCan();
  const group = useQuery(EditorTranslationsDocument, { variables: { id: articleId }, fetchPolicy: 'cache-and-network' });
  const editions = useQuery(BackOfficeEditionsDocument);
  const [dialog, setDialog] = useState<Dialog>(null);
  const article = group.data?.article;
  if (group.error) return <Alert severity="error">Failed to fetch translations</Alert>;
  if (!article) return null;
  const nameOf = (language: string) => editions.data?.editions.find((e) => e.language === language)?.name ?? language;
  const taken = new Set([article.language, ...article.translations.map((t) => t.language)]);
  const missing = (editions.data?.editions ?? []).filter((e) => !taken.has(e.language));
  const sourceId = article.translatedFromId;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="translations-title">
      <Stack spacing={1}>
        <Typography id="translations-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Translations
        </Typography>
        <Typography variant="body2" data-testid="article-language">
          {`Language: ${nameOf(article.language)} (${article.language})`}
        </Typography>
        {sourceId !== null && article.sourceChanged ? (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => setDialog({ kind: 'diff', sourceId, seenRevisionId: article.sourceRevisionSeen ?? null })}
              >
                View changes
              </Button>
            }
          >
            Source changed
          </Alert>
        ) : null}
        {sourceId !== null ? (
          <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => onOpenArticle(sourceId)}>
            Open the source
          </Button>
        ) : null}
        <TranslationList translations={article.translations} nameOf={nameOf} onOpen={onOpenArticle} />
        {can('translateArticle') ? (
          <Button
            variant="outlined"
            onClick={() => setDialog({ kind: 'translate' })}
            disabled={missing.length === 0}
            title={missing.length === 0 ? 'The story is in every edition already' : undefined}
          >
            Translate
          </Button>
        ) : null}
      </Stack>
      <Suspense fallback={null}>
        {dialog?.kind === 'translate' ? (
          <TranslateDialog
            articleId={articleId}
            editions={missing}
            onClose={() => setDialog(null)}
            onTranslated={(id) => {
              setDialog(null);
              onOpenArticle(id);
            }}
          />
        ) : null}
        {dialog?.kind === 'diff' ? (
          <SourceDiffDialog sourceId={dialog.sourceId} seenRevisionId={dialog.seenRevisionId} onClose={() => setDialog(null)} />
        ) : null}
      </Suspense>
    </Paper>
  );
}

interface TranslationRow {
  id: number;
  language: string;
  title: string;
  status: 'published' | 'draft' | 'archived' | 'scheduled' | 'in_review';
  sourceChanged: boolean;
}

/** The other members of the group: language, title, status, "Source changed", and Open. */
function TranslationList({
  translations,
  nameOf,
  onOpen,
}: {
  translations: readonly TranslationRow[];
  nameOf: (language: string) => string;
  onOpen: (articleId: number) => void;
}) {
  if (translations.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No translations yet.
      </Typography>
    );
  }
  return (
    <List dense aria-label="Translations" disablePadding>
      {translations.map((t) => (
        <ListItem
          key={t.id}
          disableGutters
          data-testid="translation-row"
          secondaryAction={
            <Button size="small" onClick={() => onOpen(t.id)} aria-label={`Open the ${nameOf(t.language)} translation`}>
              Open
            </Button>
          }
        >
          <ListItemText
            primary={`${nameOf(t.language)} (${t.language})`}
            secondary={
              <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', pr: 6 }}>
                <span>{t.title}</span>
                <StatusBadge status={t.status} />
                {t.sourceChanged ? <Chip size="small" color="warning" label="Source changed" /> : null}
              </Stack>
            }
            slotProps={{ secondary: { component: 'span' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
