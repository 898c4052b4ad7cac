// The editor's side fields under the publishing box: category, games, embargo, tags, the featured
// image (typed or picked from the media library), the meta description and the AI draft panel.
import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MediaPicker } from '../../../back-office/MediaPicker';
import type { GeneratedArticle } from '../ai-api';
import type { ArticleForm } from '../article-form';
import { AiGeneratorPanel } from './AiGeneratorPanel';
import { GamePicker } from './GamePicker';
import { LanguageField } from './LanguageField';

interface ArticleDetailsFieldsProps {
  form: ArticleForm;
  set: (patch: Partial<ArticleForm>) => void;
  saving: boolean;
  /** graph's refusals that name a field. */
  errors: Record<string, string>;
  categories: { id: number | string; slug: string; name: string }[];
  platforms: readonly { id: string; name: string }[];
  onGenerated: (article: GeneratedArticle) => void;
  /** A new article picks its edition; a stored one's is in its translations panel. */
  isNew: boolean;
}

export function ArticleDetailsFields({
  form,
  set,
  saving,
  errors,
  categories,
  platforms,
  onGenerated,
  isNew,
}: ArticleDetailsFieldsProps) {
  const [pickingFeatured, setPickingFeatured] = useState(false);
  const categoryKnown = categories.some((c) => c.slug === form.category);
  return (
    <>
      {isNew ? (
        <LanguageField
          value={form.language}
          onChange={(language) => set({ language })}
          disabled={saving}
          error={errors.language}
        />
      ) : null}
      <TextField
        select
        label="Category"
        required
        value={categoryKnown ? form.category : ''}
        onChange={(e) => set({ category: e.target.value })}
        disabled={saving}
        error={Boolean(errors.category)}
        helperText={errors.category}
      >
        {categories.map((c) => (
          <MenuItem key={c.id} value={c.slug}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <GamePicker
        value={form.games}
        onChange={(games) => set({ games })}
        platforms={platforms}
        error={errors.games}
        disabled={saving}
      />
      <TextField
        label="Embargo until"
        type="datetime-local"
        value={form.embargo}
        onChange={(e) => set({ embargo: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.embargoUntil)}
        helperText={
          errors.embargoUntil ??
          `Your time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}); nothing goes public before it`
        }
        disabled={saving}
      />
      <TextField
        label="Tags"
        value={form.tagsText}
        onChange={(e) => set({ tagsText: e.target.value })}
        error={Boolean(errors.tags)}
        helperText={errors.tags ?? 'Separate tags with commas'}
        disabled={saving}
      />
      <TextField
        label="Featured image URL"
        value={form.featuredImage}
        onChange={(e) => set({ featuredImage: e.target.value })}
        error={Boolean(errors.featuredImage)}
        helperText={errors.featuredImage ?? 'An image, or a YouTube link to show the video'}
        disabled={saving}
      />
      <Button variant="outlined" onClick={() => setPickingFeatured(true)} disabled={saving}>
        Choose featured image
      </Button>
      <MediaPicker
        open={pickingFeatured}
        title="Featured image"
        onClose={() => setPickingFeatured(false)}
        onPick={(image) => {
          setPickingFeatured(false);
          set({ featuredImage: image.url });
        }}
      />
      <TextField
        label="Meta description"
        value={form.metaDescription}
        onChange={(e) => set({ metaDescription: e.target.value })}
        multiline
        minRows={2}
        disabled={saving}
        error={Boolean(errors.metaDescription)}
        helperText={errors.metaDescription}
      />
      <AiGeneratorPanel onUse={onGenerated} category={form.category || undefined} />
    </>
  );
}
