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
import { ArticlesTab } from './ArticlesTab';
import { CategoriesTab } from './CategoriesTab';
import { TagsTab } from './TagsTab';

type DashboardTab = 'articles' | 'categories' | 'tags' | 'newsletter' | 'mailbox' | 'webhooks';

export interface AdminDashboardProps {
  onNewArticle: () => void;
  onEditArticle: (id: number) => void;
  onExit: () => void;
}

export function AdminDashboard({ onNewArticle, onEditArticle, onExit }: AdminDashboardProps) {
  const [tab, setTab] = useState<DashboardTab>('articles');
  const [featuredOpen, setFeaturedOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="admin-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
        <Typography id="admin-title" variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Admin Dashboard
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onNewArticle}>
            New Article
          </Button>
          <Button variant="outlined" startIcon={<StarIcon />} onClick={() => setFeaturedOpen(true)}>
            Featured Manager
          </Button>
          <Button startIcon={<CloseIcon />} onClick={onExit}>
            Back to Site
          </Button>
        </Stack>
      </Stack>
      <Tabs value={tab} onChange={(_, value: DashboardTab) => setTab(value)} aria-label="Admin sections" variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
        <Tab value="articles" label="Articles" id="admin-tab-articles" aria-controls="admin-panel" />
        <Tab value="categories" label="Categories" id="admin-tab-categories" aria-controls="admin-panel" />
        <Tab value="tags" label="Tags" id="admin-tab-tags" aria-controls="admin-panel" />
        <Tab value="newsletter" label="Newsletter" id="admin-tab-newsletter" aria-controls="admin-panel" />
        <Tab value="mailbox" label="Mailbox" id="admin-tab-mailbox" aria-controls="admin-panel" />
        <Tab value="webhooks" label="Webhooks" id="admin-tab-webhooks" aria-controls="admin-panel" />
      </Tabs>
      <Box role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'articles' ? <ArticlesTab onEdit={onEditArticle} /> : null}
        {tab === 'categories' ? <CategoriesTab /> : null}
        {tab === 'tags' ? <TagsTab /> : null}
        {tab === 'newsletter' ? <NewsletterTab /> : null}
        {tab === 'mailbox' ? <MailboxTab /> : null}
        {tab === 'webhooks' ? <WebhooksTab /> : null}
      </Box>
      <FeaturedManager open={featuredOpen} onClose={() => setFeaturedOpen(false)} />
    </Box>
  );
}
