// The Admin Dashboard of editor mode: the tabs of the admin, audience and featured features, each
// shown to the roles graph lets use it. It lives with the app shell because it composes features,
// which never import one another.
import { useState, type ReactNode } from 'react';
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
import { MailboxTab } from '../features/audience/MailboxTab';
import { NewsletterTab } from '../features/audience/NewsletterTab';
import { WebhooksTab } from '../features/audience/WebhooksTab';
import { CalendarTab } from '../features/calendar/CalendarTab';
import { InsightsTab } from '../features/insights/InsightsTab';
import { FeaturedManager } from '../features/featured/FeaturedManager';
import { GamesTab } from '../features/game-desk/GamesTab';
import { CommentsTab, CommentsTabLabel } from '../features/comments-desk/CommentsTab';
import { SocialWebTab } from '../features/federation/SocialWebTab';
import { ActivityTab } from '../features/admin/users/ActivityTab';
import { ChangePasswordDialog } from '../features/admin/users/ChangePasswordDialog';
import { UsersTab } from '../features/admin/users/UsersTab';
import { useCan } from '../back-office/use-can';
import type { DashboardTab } from '../features/admin/admin-location';
import { ArticlesTab } from '../features/admin/components/ArticlesTab';
import { CategoriesTab } from '../features/admin/components/CategoriesTab';
import { TagsTab } from '../features/admin/components/TagsTab';
import { ReviewQueueLabel, ReviewQueueTab } from '../features/admin/components/ReviewQueueTab';

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
  const [featuredOpen, setFeaturedOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
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
        {tab === 'articles' ? <ArticlesTab onEdit={onEditArticle} onOpenLive={onOpenLiveConsole} /> : null}
        {tab === 'review' ? <ReviewQueueTab onEdit={onEditArticle} /> : null}
        {tab === 'calendar' ? <CalendarTab /> : null}
        {tab === 'insights' ? <InsightsTab /> : null}
        {tab === 'categories' ? <CategoriesTab /> : null}
        {tab === 'tags' ? <TagsTab /> : null}
        {tab === 'games' ? <GamesTab /> : null}
        {tab === 'comments' ? <CommentsTab /> : null}
        {tab === 'newsletter' ? <NewsletterTab /> : null}
        {tab === 'mailbox' ? <MailboxTab /> : null}
        {tab === 'webhooks' ? <WebhooksTab /> : null}
        {tab === 'social' ? <SocialWebTab /> : null}
        {tab === 'users' ? <UsersTab /> : null}
        {tab === 'activity' ? <ActivityTab /> : null}
      </Box>
      {can('setMasterFeatured') ? <FeaturedManager open={featuredOpen} onClose={() => setFeaturedOpen(false)} /> : null}
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Box>
  );
}
