import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import RefreshIcon from '@mui/icons-material/Refresh';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { useToast } from '../../../lib/toast';
import { useAuth } from '../../../auth/useAuth';
import { AI_PREVIEW_CHARS } from '../../../back-office/constants';
import {
  fetchKeywordSuggestions,
  fetchTrendingTopics,
  generateArticle,
  isSessionRefused,
  type GeneratedArticle,
} from '../ai-api';

/** The preview shows the first 150 characters of the generated content, as text (spec §9). */
export function aiPreviewText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > AI_PREVIEW_CHARS ? `${text.slice(0, AI_PREVIEW_CHARS)}...` : text;
}

export function AiGeneratorPanel({
  onUse,
  category,
}: {
  onUse: (article: GeneratedArticle) => void;
  /** The form's category: the draft is filed under it, and a review's comes with verdict suggestions. */
  category?: string;
}) {
  const { toast } = useToast();
  const { openLogin } = useAuth();
  const [keyword, setKeyword] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [trending, setTrending] = useState<string[]>([]);
  const [trendingLoading, setTrendingLoading] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [generated, setGenerated] = useState<GeneratedArticle | null>(null);

  useEffect(() => {
    let current = true;
    fetchKeywordSuggestions()
      .then((keywords) => current && setSuggestions(keywords))
      .catch(() => current && toast({ title: 'Error', description: 'Failed to fetch keywords', variant: 'destructive' }));
    return () => {
      current = false;
    };
  }, [toast]);

  const loadTrending = useCallback(
    async (refresh: boolean) => {
      setTrendingLoading(true);
      try {
        setTrending(await fetchTrendingTopics(refresh));
      } catch {
        toast({ title: 'Error', description: 'Failed to fetch trending topics', variant: 'destructive' });
      } finally {
        setTrendingLoading(false);
      }
    },
    [toast],
  );

  useEffect(() => {
    void loadTrending(false);
  }, [loadTrending]);

  // How many drafts this panel has asked for: Regenerate sends the next number for a different take.
  const takes = useRef(0);

  const generate = async () => {
    const wanted = keyword.trim();
    if (!wanted) {
      toast({
        title: 'Enter a Keyword',
        description: 'Please enter or select a keyword to generate an article.',
        variant: 'destructive',
      });
      return;
    }
    setGenerating(true);
    setGenerated(null);
    try {
      let article: GeneratedArticle;
      const variant = takes.current;
      try {
        article = await generateArticle(wanted, variant, category);
      } catch (error) {
        // An expired session gets the login dialog, then the same request once more.
        if (!isSessionRefused(error) || !(await openLogin())) throw error;
        article = await generateArticle(wanted, variant, category);
      }
      takes.current = variant + 1;
      setGenerated(article);
      toast({ title: 'Article Generated!', description: 'Review the preview, then use it or regenerate.' });
    } catch {
      toast({ title: 'Generation Failed', description: 'Unable to generate article. Please try again.', variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  };

  const use = () => {
    if (!generated) return;
    onUse(generated);
    setGenerated(null);
    toast({ title: 'Article Added', description: 'The generated article is now in the editor. Review it before publishing.' });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="ai-panel-title">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AutoAwesomeIcon color="secondary" />
          <Typography id="ai-panel-title" variant="h6" component="h2">
            AI Article Generator
          </Typography>
        </Stack>
        <Autocomplete
          freeSolo
          options={suggestions}
          inputValue={keyword}
          onInputChange={(_, value) => setKeyword(value)}
          disabled={generating}
          renderInput={(params) => <TextField {...params} label="Keyword" placeholder="e.g. Elden Ring DLC" size="small" />}
        />
        <Box>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle2" component="h3">
              Trending topics
            </Typography>
            <Button size="small" startIcon={<RefreshIcon />} onClick={() => loadTrending(true)} disabled={trendingLoading}>
              Refresh
            </Button>
          </Stack>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }} aria-label="Trending topics">
            {trending.map((topic) => (
              <Chip key={topic} label={topic} size="small" onClick={() => setKeyword(topic)} disabled={generating} />
            ))}
            {!trendingLoading && trending.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No trending topics right now.
              </Typography>
            ) : null}
          </Stack>
        </Box>
        <Button variant="contained" color="secondary" onClick={generate} disabled={generating} startIcon={<AutoAwesomeIcon />}>
          {generating ? 'Generating...' : 'Generate Article'}
        </Button>
        {generating ? (
          <Box role="status" aria-live="polite">
            <LinearProgress color="secondary" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Writing an article about “{keyword.trim()}”…
            </Typography>
          </Box>
        ) : null}
        {generated ? (
          <Alert severity="success" icon={false} data-testid="ai-preview">
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography sx={{ fontWeight: 700 }}>{generated.title}</Typography>
              {generated.category ? <CategoryBadge category={generated.category} /> : null}
              <Typography variant="body2">{aiPreviewText(generated.content)}</Typography>
              <Stack direction="row" spacing={1}>
                <Button variant="contained" size="small" onClick={use}>
                  Use This Article
                </Button>
                <Button size="small" onClick={generate}>
                  Regenerate
                </Button>
              </Stack>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
