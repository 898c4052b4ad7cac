import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import { MailboxTab } from '../../audience/MailboxTab';
import { NewsletterTab } from '../../audience/NewsletterTab';
import { WebhooksTab } from '../../audience/WebhooksTab';
import { FeaturedManager } from '../../featured/FeaturedManager';
import { useAuth } from '../../auth/useAuth';
import { ActivityTab } from '../users/ActivityTab';
import { UsersTab } from '../users/UsersTab';
import { ArticlesTab } from './ArticlesTab';
import { CategoriesTab } from './CategoriesTab';
import { TagsTab } from './TagsTab';

type DashboardTab = 'articles' | 'categories' | 'tags' | 'users' | 'activity' | 'newsletter' | 'mailbox' | 'webhooks';

export interface AdminDashboardProps {
  onNewArticle: () => void;
  onEditArticle: (id: number) => void;
  onExit: () => void;
}

export function AdminDashboard({ onNewArticle, onEditArticle, onExit }: AdminDashboardProps) {
  const [tab, setTab] = useState<DashboardTab>('articles');
  const [featuredOpen, setFeaturedOpen] = useState(false);
  // Each role sees what graph's capability table lets it do, and nothing else.
  // (An answer without the list, from an older gateway, shows everything: graph refuses what it must.)
  const { editor } = useAuth();
  const can = (operation: string) => editor !== null && (!editor.capabilities || editor.capabilities.includes(operation));
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
          <Button startIcon={<CloseIcon />} onClick={onExit}>
            Back to Site
          </Button>
        </Stack>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, value: DashboardTab) => setTab(value)}
        aria-label="Admin sections"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        <Tab value="articles" label="Articles" id="admin-tab-articles" aria-controls="admin-panel" />
        {can('createCategory') ? (
          <Tab value="categories" label="Categories" id="admin-tab-categories" aria-controls="admin-panel" />
        ) : null}
        {can('createTag') ? <Tab value="tags" label="Tags" id="admin-tab-tags" aria-controls="admin-panel" /> : null}
        {can('users') ? <Tab value="users" label="Users" id="admin-tab-users" aria-controls="admin-panel" /> : null}
        {can('activity') ? <Tab value="activity" label="Activity" id="admin-tab-activity" aria-controls="admin-panel" /> : null}
        {can('newsletterSubscribers') ? (
          <Tab value="newsletter" label="Newsletter" id="admin-tab-newsletter" aria-controls="admin-panel" />
        ) : null}
        {can('mailbox') ? <Tab value="mailbox" label="Mailbox" id="admin-tab-mailbox" aria-controls="admin-panel" /> : null}
        {can('webhooks') ? <Tab value="webhooks" label="Webhooks" id="admin-tab-webhooks" aria-controls="admin-panel" /> : null}
      </Tabs>
      <Box role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'articles' ? <ArticlesTab onEdit={onEditArticle} /> : null}
        {tab === 'categories' ? <CategoriesTab /> : null}
        {tab === 'tags' ? <TagsTab /> : null}
        {tab === 'newsletter' ? <NewsletterTab /> : null}
        {tab === 'mailbox' ? <MailboxTab /> : null}
        {tab === 'webhooks' ? <WebhooksTab /> : null}
        {tab === 'users' ? <UsersTab /> : null}
        {tab === 'activity' ? <ActivityTab /> : null}
      </Box>
      {can('setMasterFeatured') ? <FeaturedManager open={featuredOpen} onClose={() => setFeaturedOpen(false)} /> : null}
    </Box>
  );
}
