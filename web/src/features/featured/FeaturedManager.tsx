// The Featured Manager (spec §4): the homepage's one master article, and for every other scope a
// main slot plus the featured sidebar, fed from published articles that are not featured yet. Each
// edition has its own master, main slots and sidebar (ADR 0052, 0053): with several editions the
// editor chooses one (the default edition first) and every list and write follows it.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AdminRemoveMasterFeaturedDocument,
  AdminSetMasterFeaturedDocument,
  AdminToggleFeaturedDocument,
  BackOfficeEditionsDocument,
  FeaturedManagerCandidatesDocument,
  FeaturedManagerMasterDocument,
  FeaturedManagerRemoveMainDocument,
  FeaturedManagerRouteDocument,
  FeaturedManagerSetMainDocument,
  type FeaturedManagerArticleFragment,
  type FeaturedRoute,
} from '../../gql/graphql';
import { CategoryBadge } from '../../components/CategoryBadge';
import { SIDEBAR_FEATURED_MAX } from '../../config/constants';
import { formatShortDate } from '../../lib/dates';
import { FEATURED_CANDIDATES_FIRST } from '../../back-office/constants';
import { forgetPublicationQueries } from '../../back-office/publication-cache';
import { useAdminAction } from '../../back-office/use-admin-action';
import { useOneAtATime } from '../../back-office/use-one-at-a-time';
import { usePublicationFormat } from '../../lib/publication-format';

const SCOPES: { value: FeaturedRoute; label: string }[] = [
  { value: 'homepage', label: 'Homepage' },
  { value: 'all', label: 'All articles' },
  { value: 'hardware', label: 'Hardware' },
  { value: 'review', label: 'Reviews' },
  { value: 'esports', label: 'Esports' },
  { value: 'guide', label: 'Guides' },
  { value: 'web', label: 'Web' },
  { value: 'news', label: 'News' },
];

export interface FeaturedManagerProps {
  open: boolean;
  onClose: () => void;
}

export function FeaturedManager({ open, onClose }: FeaturedManagerProps) {
  const [scope, setScope] = useState<FeaturedRoute>('homepage');
  const [chosenLanguage, setChosenLanguage] = useState<string | null>(null);
  const editionsQuery = useQuery(BackOfficeEditionsDocument, { skip: !open });
  const editions = editionsQuery.data?.editions ?? [];
  // Until the editions are known (or when they can't be fetched) graph's own default applies.
  const language = chosenLanguage ?? editions.find((e) => e.isDefault)?.language;
  const waitingForEditions = editionsQuery.loading && !editionsQuery.data;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="featured-manager-title" scroll="paper">
      <DialogTitle id="featured-manager-title">Featured Manager</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {editions.length > 1 ? (
              <TextField
                select
                label="Edition"
                value={language ?? ''}
                onChange={(e) => setChosenLanguage(e.target.value)}
                size="small"
                sx={{ minWidth: 200 }}
              >
                {editions.map((edition) => (
                  <MenuItem key={edition.language} value={edition.language}>
                    {`${edition.name} (${edition.language})`}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <TextField
              select
              label="Scope"
              value={scope}
              onChange={(e) => setScope(e.target.value as FeaturedRoute)}
              size="small"
              sx={{ minWidth: 200, maxWidth: 260 }}
            >
              {SCOPES.map((s) => (
                <MenuItem key={s.value} value={s.value}>
                  {s.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {!open ? null : waitingForEditions ? (
            <LoadingRows />
          ) : scope === 'homepage' ? (
            <HomepageScope language={language} />
          ) : (
            <RouteScope route={scope} language={language} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function useFeaturedWrites() {
  const forget = { update: forgetPublicationQueries };
  const [setMaster] = useMutation(AdminSetMasterFeaturedDocument, forget);
  const [removeMaster] = useMutation(AdminRemoveMasterFeaturedDocument, forget);
  const [toggleFeatured] = useMutation(AdminToggleFeaturedDocument, forget);
  const [setMain] = useMutation(FeaturedManagerSetMainDocument, forget);
  const [removeMain] = useMutation(FeaturedManagerRemoveMainDocument, forget);
  return { setMaster, removeMaster, toggleFeatured, setMain, removeMain };
}

/** The edition a scope shows and sets (a language tag); undefined: graph's default edition. */
interface EditionScopeProps {
  language: string | undefined;
}

function HomepageScope({ language }: EditionScopeProps) {
  const run = useAdminAction();
  const writes = useFeaturedWrites();
  const master = useQuery(FeaturedManagerMasterDocument, { variables: { language } });
  const current = master.data?.masterFeaturedArticle ?? null;

  if (master.loading && !master.data) return <LoadingRows />;
  if (master.error) return <Alert severity="error">Failed to fetch master featured article</Alert>;

  return (
    <Stack spacing={2}>
      <Section title="Homepage master">
        {current ? (
          <OneLine
            article={current}
            actions={
              <Button
                color="warning"
                onClick={() =>
                  run(() => writes.removeMaster({ variables: { id: current.id } }), {
                    success: 'Master featured article removed',
                    failure: 'Failed to remove master featured article',
                  })
                }
              >
                Remove
              </Button>
            }
          />
        ) : (
          <Typography color="text.secondary">No Master Featured Article</Typography>
        )}
      </Section>
      {current ? (
        <Alert severity="info">
          <AlertTitle>Homepage Master Already Set</AlertTitle>
          The homepage shows one master article. Remove the current one to choose another.
        </Alert>
      ) : (
        <Candidates
          category={null}
          language={language}
          exclude={(a) => a.masterFeatured}
          actions={(article) => (
            <Button
              onClick={() =>
                run(() => writes.setMaster({ variables: { id: article.id } }), {
                  success: 'Master featured article updated',
                  failure: 'Failed to update master featured article',
                })
              }
            >
              Set as Master
            </Button>
          )}
        />
      )}
    </Stack>
  );
}

function RouteScope({ route, language }: EditionScopeProps & { route: Exclude<FeaturedRoute, 'homepage'> }) {
  const run = useAdminAction();
  const oneAtATime = useOneAtATime();
  const writes = useFeaturedWrites();
  const set = useQuery(FeaturedManagerRouteDocument, { variables: { route, language } });

  if (set.loading && !set.data) return <LoadingRows />;
  if (set.error || !set.data) return <Alert severity="error">Failed to fetch featured articles</Alert>;

  const main = set.data.featuredSetForRoute.mainFeatured;
  const sidebar = set.data.featuredSetForRoute.sidebarArticles.slice(0, SIDEBAR_FEATURED_MAX);
  // A toggle: a second click before the first answer would undo it.
  const toggle = (article: FeaturedManagerArticleFragment) =>
    oneAtATime(article.id, () =>
      run(() => writes.toggleFeatured({ variables: { id: article.id } }), {
        success: 'Featured status updated',
        failure: 'Failed to update featured status',
      }),
    );
  const setAsMain = (article: FeaturedManagerArticleFragment) =>
    run(() => writes.setMain({ variables: { id: article.id, route, language } }), {
      success: 'Main featured article set successfully',
      failure: 'Failed to set main featured article',
    });

  return (
    <Stack spacing={2}>
      <Section title="Main featured">
        {main ? (
          <OneLine
            article={main}
            actions={
              <Button
                color="warning"
                onClick={() =>
                  run(() => writes.removeMain({ variables: { id: main.id } }), {
                    success: 'Main featured article removed',
                    failure: 'Failed to remove main featured article',
                  })
                }
              >
                Remove
              </Button>
            }
          />
        ) : (
          <Typography color="text.secondary">No main featured article for this scope.</Typography>
        )}
      </Section>
      <Section title={`Sidebar (${sidebar.length} of ${SIDEBAR_FEATURED_MAX})`}>
        {sidebar.length === 0 ? (
          <Typography color="text.secondary">No featured articles available at the moment.</Typography>
        ) : (
          <List dense disablePadding>
            {sidebar.map((article) => (
              <ArticleLine
                key={article.id}
                article={article}
                actions={
                  <>
                    <Button onClick={() => setAsMain(article)}>{main ? 'Promote to Main' : 'Set as Main'}</Button>
                    <Button color="warning" onClick={() => toggle(article)}>
                      Unfeature
                    </Button>
                  </>
                }
              />
            ))}
          </List>
        )}
      </Section>
      {sidebar.length >= SIDEBAR_FEATURED_MAX ? (
        <Alert severity="info">
          <AlertTitle>Maximum Featured Articles Reached</AlertTitle>
          This scope shows {SIDEBAR_FEATURED_MAX} featured articles. Unfeature one to add another.
        </Alert>
      ) : (
        <Candidates
          category={route === 'all' ? null : route}
          language={language}
          exclude={(a) => a.featured || a.id === main?.id}
          actions={(article) => (
            <>
              <Button onClick={() => toggle(article)}>Feature</Button>
              <Button onClick={() => setAsMain(article)}>{main ? 'Replace Main' : 'Set as Main'}</Button>
            </>
          )}
        />
      )}
    </Stack>
  );
}

interface CandidatesProps extends EditionScopeProps {
  /** Category slug of the scope; null for every category. */
  category: string | null;
  exclude: (article: FeaturedManagerArticleFragment) => boolean;
  actions: (article: FeaturedManagerArticleFragment) => React.ReactNode;
}

/** Published articles that could take a slot: the first 10, then Show All. */
function Candidates({ category, language, exclude, actions }: CandidatesProps) {
  const [showAll, setShowAll] = useState(false);
  // adminArticles spans every edition unless told one (ADR 0052): only the scope's edition may
  // take its slots.
  const { data, loading, error } = useQuery(FeaturedManagerCandidatesDocument, {
    variables: { filter: { status: 'published', category: category ?? undefined, language } },
  });
  if (loading && !data) return <LoadingRows />;
  if (error || !data) return <Alert severity="error">Failed to fetch articles</Alert>;

  const candidates = data.adminArticles.articles.filter((a) => !exclude(a));
  const shown = showAll ? candidates : candidates.slice(0, FEATURED_CANDIDATES_FIRST);
  return (
    <Section title="Add an article">
      {candidates.length === 0 ? (
        <Typography color="text.secondary">No articles found</Typography>
      ) : (
        <>
          <List dense disablePadding aria-label="Candidate articles">
            {shown.map((article) => (
              <ArticleLine key={article.id} article={article} actions={actions(article)} />
            ))}
          </List>
          {candidates.length > FEATURED_CANDIDATES_FIRST ? (
            <Button onClick={() => setShowAll(!showAll)}>{showAll ? 'Show Less' : `Show All (${candidates.length})`}</Button>
          ) : null}
        </>
      )}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section">
      {/* Under the dialog's title (an h2). */}
      <Typography variant="subtitle1" component="h3" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One article alone in its slot: still an item of a list, as the sidebar's and the candidates' are. */
function OneLine(props: { article: FeaturedManagerArticleFragment; actions: React.ReactNode }) {
  return (
    <List dense disablePadding>
      <ArticleLine {...props} />
    </List>
  );
}

function ArticleLine({ article, actions }: { article: FeaturedManagerArticleFragment; actions: React.ReactNode }) {
  const format = usePublicationFormat();
  return (
    <ListItem disableGutters data-testid="featured-manager-article" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        sx={{ flex: '1 1 260px', m: 0 }}
        primary={article.title}
        slotProps={{ secondary: { component: 'div' } }}
        secondary={
          <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            <CategoryBadge category={article.categorySlug} name={article.category.name} />
            <span>{formatShortDate(article.createdAt, format)}</span>
          </Stack>
        }
      />
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        {actions}
      </Stack>
    </ListItem>
  );
}

function LoadingRows() {
  return (
    <Stack spacing={1}>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={40} />
      ))}
    </Stack>
  );
}
