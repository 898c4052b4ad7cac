// Translate (issue 46 item 6): pick an edition the translation group lacks and how the draft starts:
// a copy to translate by hand, or an AI draft. graph says whether AI drafts are available (without an
// OpenAI key they are not, and it says why); its refusals (400, 409) show on the field they name.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EditorTranslateArticleDocument, EditorTranslationModesDocument, type TranslationMode } from '../../../gql/graphql';
import { forgetPublicationQueries } from '../../../back-office/publication-cache';
import { useAdminAction } from '../../../back-office/use-admin-action';
import { useFieldErrors } from '../../../back-office/use-field-errors';

interface TranslateDialogProps {
  articleId: number;
  /** The editions the group has no article in yet. */
  editions: readonly { language: string; name: string }[];
  onClose: () => void;
  /** The new linked draft was made: open it. */
  onTranslated: (articleId: number) => void;
}

const MODE_LABEL: Record<TranslationMode, string> = { copy: 'Copy', ai: 'AI draft' };
const MODE_HELP: Record<TranslationMode, string> = {
  copy: 'The text as it is, to translate by hand',
  ai: 'Translated by the configured model, to check and edit',
};

export function TranslateDialog({ articleId, editions, onClose, onTranslated }: TranslateDialogProps) {
  const run = useAdminAction();
  const modes = useQuery(EditorTranslationModesDocument);
  const [translate, translating] = useMutation(EditorTranslateArticleDocument, { update: forgetPublicationQueries });
  const [language, setLanguage] = useState(editions[0]?.language ?? '');
  const [mode, setMode] = useState<TranslationMode>('copy');
  const { errors, showingFieldErrors } = useFieldErrors();
  const options = modes.data?.translationModes ?? [{ mode: 'copy' as const, available: true, unavailableReason: null }];

  const submit = async () => {
    const made = await run(() => showingFieldErrors(() => translate({ variables: { id: articleId, language, mode } })), {
      success: 'Translation created',
      failure: 'Failed to create translation',
    });
    if (made?.data) onTranslated(made.data.translateArticle.id);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="translate-title">
      <DialogTitle id="translate-title">Translate</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Edition"
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
            error={Boolean(errors.language)}
            helperText={errors.language ?? 'A linked draft is made in this edition'}
          >
            {editions.map((edition) => (
              <MenuItem key={edition.language} value={edition.language}>
                {`${edition.name} (${edition.language})`}
              </MenuItem>
            ))}
          </TextField>
          <FormControl error={Boolean(errors.mode)}>
            <FormLabel id="translate-mode">Start from</FormLabel>
            <RadioGroup
              aria-labelledby="translate-mode"
              value={mode}
              onChange={(e) => setMode(e.target.value as TranslationMode)}
            >
              {options.map((option) => (
                <FormControlLabel
                  key={option.mode}
                  value={option.mode}
                  disabled={!option.available}
                  control={<Radio />}
                  label={MODE_LABEL[option.mode]}
                />
              ))}
            </RadioGroup>
            <FormHelperText>{errors.mode ?? MODE_HELP[mode]}</FormHelperText>
          </FormControl>
          {options
            .filter((option) => !option.available && option.unavailableReason)
            .map((option) => (
              <Alert key={option.mode} severity="info" data-testid={`mode-unavailable-${option.mode}`}>
                {`${MODE_LABEL[option.mode]}: ${option.unavailableReason}`}
              </Alert>
            ))}
          {errors.id ? <Alert severity="error">{errors.id}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={!language || translating.loading}>
          Translate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
