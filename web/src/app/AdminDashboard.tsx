// The Admin Dashboard of editor mode: the tabs of the admin, audience and featured features, each
// shown to the roles graph lets use it. It lives with the app shell because it composes features,
// which never import one another.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import KeyIcon from '@mui/icons-material/Key';
import StarIcon from '@mui/icons-material/Star';
import { CommentsTabLabel } from '../features/comments-desk/CommentsTabLabel';
import { useCan } from '../back-office/use-can';
import { ViewSkeleton } from '../back-office/ViewSkeleton';
import type { DashboardTab } from '../features/admin/admin-location';
import { ArticlesTab } from '../features/admin/components/ArticlesTab';
import { ReviewQueueLabel } from '../features/admin/components/ReviewQueueLabel';

// The first tab (Articles) comes with the dashboard; every other tab, and the dialogs, are chunks of
// their own loaded when opened: the calendar, the charts of Insights and the rest stay off the
// wire until an editor asks for them (decision record 0026).
const ReviewQueueTab = lazy(() =>
  import('../features/admin/components/ReviewQueueTab').then((m) => ({ default: m.ReviewQueueTab })),
);
const CalendarTab = lazy(() => import('../features/calendar/CalendarTab').then((m) => ({ default: m.CalendarTab })));
const InsightsTab = lazy(() => import('../features/insights/InsightsTab').then((m) => ({ default: m.InsightsTab })));
const CategoriesTab = lazy(() =>
  import('../features/admin/components/CategoriesTab').then((m) => ({ default: m.CategoriesTab })),
);
const TagsTab = lazy(() => import('../features/admin/components/TagsTab').then((m) => ({ default: m.TagsTab })));
const GamesTab = lazy(() => import('../features/game-desk/GamesTab').then((m) => ({ default: m.GamesTab })));
const CommentsTab = lazy(() => import('../features/comments-desk/CommentsTab').then((m) => ({ default: m.CommentsTab })));
const UsersTab = lazy(() => import('../features/admin/users/UsersTab').then((m) => ({ default: m.UsersTab })));
const ActivityTab = lazy(() => import('../features/admin/users/ActivityTab').then((m) => ({ default: m.ActivityTab })));
const NewsletterTab = lazy(() => import('../features/audience/NewsletterTab').then((m) => ({ default: m.NewsletterTab })));
const MailboxTab = lazy(() => import('../features/audience/MailboxTab').then((m) => ({ default: m.MailboxTab })));
const WebhooksTab = lazy(() => import('../features/audience/WebhooksTab').then((m) => ({ default: m.WebhooksTab })));
const SocialWebTab = lazy(() => import('../features/federation/SocialWebTab').then((m) => ({ default: m.SocialWebTab })));
const FeaturedManager = lazy(() => import('../features/featured/FeaturedManager').then((m) => ({ default: m.FeaturedManager })));
const ChangePasswordDialog = lazy(() =>
  import('../features/admin/users/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** Each tab, and the operation of graph's capability table a role needs to see it. */
const TABS: { value: DashboardTab; label: ReactNode; capability: string }[] = [
  { value: 'articles', label: 'Articles', capability: 'adminArticles' },
  { value: 'review', label: <ReviewQueueLabel />, capability: 'approveArticle' },
  { value: 'calendar', label: 'Calendar', capability: 'calendar' },
  { value: 'insights', label: 'Insights', capability: 'insightsOverview' },
  { value: 'categories', label: 'Categories', capability: 'createCategory' },
  { value: 'tags', label: 'Tags', capability: 'createTag' },
  { value: 'games', label: 'Games', capability: 'updateGame' },
  { value: 'comments', label: <CommentsTabLabel />, capability: 'moderationComments' },
  { value: 'users', label: 'Users', capability: 'users' },
  { value: 'activity', label: 'Activity', capability: 'activity' },
  { value: 'newsletter', label: 'Newsletter', capability: 'newsletterSubscribers' },
  { value: 'mailbox', label: 'Mailbox', capability: 'mailbox' },
  { value: 'webhooks', label: 'Webhooks', capability: 'webhooks' },
  { value: 'social', label: 'Social web', capability: 'socialWeb' },
];

/** The tab names a loading tab's skeleton says (the labels of the review queue and comments count). */
const TAB_NAMES: Record<DashboardTab, string> = {
  articles: 'Articles',
  review: 'Review queue',
  calendar: 'Calendar',
  insights: 'Insights',
  categories: 'Categories',
  tags: 'Tags',
  games: 'Games',
  comments: 'Comments',
  users: 'Users',
  activity: 'Activity',
  newsletter: 'Newsletter',
  mailbox: 'Mailbox',
  webhooks: 'Webhooks',
  social: 'Social web',
};

/** Every tab but Articles, each loaded when first shown. */
function OtherTab({ tab, onEditArticle }: { tab: Exclude<DashboardTab, 'articles'>; onEditArticle: (id: number) => void }) {
  switch (tab) {
    case 'review':
      return <ReviewQueueTab onEdit={onEditArticle} />;
    case 'calendar':
      return <CalendarTab />;
    case 'insights':
      return <InsightsTab />;
    case 'categories':
      return <CategoriesTab />;
    case 'tags':
      return <TagsTab />;
    case 'games':
      return <GamesTab />;
    case 'comments':
      return <CommentsTab />;
    case 'newsletter':
      return <NewsletterTab />;
    case 'mailbox':
      return <MailboxTab />;
    case 'webhooks':
      return <WebhooksTab />;
    case 'social':
      return <SocialWebTab />;
    case 'users':
      return <UsersTab />;
    case 'activity':
      return <ActivityTab />;
  }
}

export interface AdminDashboardProps {
  /** The tab the URL asks for; a tab this role may not see shows Articles instead. */
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  onNewArticle: () => void;
  onEditArticle: (id: number) => void;
  /** Opens the live console of a live blog. */
  onOpenLiveConsole?: (id: number) => void;
  onExit: () => void;
}

export function AdminDashboard({
  tab: requestedTab,
  onTabChange,
  onNewArticle,
  onEditArticle,
  onOpenLiveConsole,
  onExit,
}: AdminDashboardProps) {
  // A dialog's code loads the first time it opens, and it stays mounted after, so it closes animated.
  const [featuredOpen, setFeaturedOpen] = useState<boolean | null>(null);
  const [passwordOpen, setPasswordOpen] = useState<boolean | null>(null);
  // Each role sees what graph's capability table lets it do, and nothing else.
  const can = useCan();
  const tab = TABS.some((t) => t.value === requestedTab && can(t.capability)) ? requestedTab : 'articles';
  return (
    <Box component="section" aria-labelledby="admin-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography id="admin-title" variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Admin Dashboard
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {can('createArticle') ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={onNewArticle}>
              New Article
            </Button>
          ) : null}
          {can('setMasterFeatured') ? (
            <Button variant="outlined" startIcon={<StarIcon />} onClick={() => setFeaturedOpen(true)}>
              Featured Manager
            </Button>
          ) : null}
          {can('changePassword') ? (
            <Button startIcon={<KeyIcon />} onClick={() => setPasswordOpen(true)}>
              Change Password
            </Button>
          ) : null}
          <Button startIcon={<CloseIcon />} onClick={onExit}>
            Back to Site
          </Button>
        </Stack>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, value: DashboardTab) => onTabChange(value)}
        aria-label="Admin sections"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {TABS.filter((t) => can(t.capability)).map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={`admin-tab-${t.value}`} aria-controls="admin-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'articles' ? (
          <ArticlesTab onEdit={onEditArticle} onOpenLive={onOpenLiveConsole} />
        ) : (
          <Suspense key={tab} fallback={<ViewSkeleton label={`Loading ${TAB_NAMES[tab]}`} />}>
            <OtherTab tab={tab} onEditArticle={onEditArticle} />
          </Suspense>
        )}
      </Box>
      <Suspense fallback={null}>
        {featuredOpen !== null && can('setMasterFeatured') ? (
          <FeaturedManager open={featuredOpen} onClose={() => setFeaturedOpen(false)} />
        ) : null}
        {passwordOpen !== null ? <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} /> : null}
      </Suspense>
    </Box>
  );
}
