// The review panel (issue 21), shown for the review category: score on graph's scale (slider and
// number field, same step), its label, the verdict with a live count, pros and cons, platforms tested,
// playtime and disclosure. graph's refusals (`review.score`…) appear on their field.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { moveLine, REVIEW_LINES_MAX, scoreLabel, VERDICT_MAX, type ReviewForm, type ScoreBand } from '../review-form';

interface ReviewScaleRules {
  worst: number;
  best: number;
  step: number;
  bands: readonly ScoreBand[];
}

/** What the AI draft suggested for the verdict box: shown, applied only when the editor says so. */
export interface ReviewSuggestion {
  verdict: string;
  pros: readonly string[];
  cons: readonly string[];
}

export interface ReviewPanelProps {
  value: ReviewForm;
  onChange: (review: ReviewForm) => void;
  scale: ReviewScaleRules;
  platforms: readonly { id: string; name: string }[];
  /** graph's messages by field (`review.score`, `review.pros`…). */
  errors: Record<string, string>;
  suggestion?: ReviewSuggestion | null;
  onSuggestionDone?: () => void;
  disabled?: boolean;
}

export function ReviewPanel({
  value,
  onChange,
  scale,
  platforms,
  errors,
  suggestion,
  onSuggestionDone,
  disabled,
}: ReviewPanelProps) {
  const set = (patch: Partial<ReviewForm>) => onChange({ ...value, ...patch });
  const accept = () => {
    if (!suggestion) return;
    onChange({
      ...value,
      verdict: suggestion.verdict.slice(0, VERDICT_MAX),
      pros: suggestion.pros.slice(0, REVIEW_LINES_MAX),
      cons: suggestion.cons.slice(0, REVIEW_LINES_MAX),
    });
    onSuggestionDone?.();
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="review-panel-title">
      <Stack spacing={2}>
        <Typography id="review-panel-title" variant="h6" component="h2">
          Review
        </Typography>
        {suggestion ? <SuggestionAlert suggestion={suggestion} onAccept={accept} onDismiss={onSuggestionDone} /> : null}
        <ScoreField
          value={value.score}
          onChange={(score) => set({ score })}
          scale={scale}
          error={errors['review.score']}
          disabled={disabled}
        />
        <TextField
          label="Verdict"
          multiline
          minRows={3}
          value={value.verdict}
          onChange={(e) => set({ verdict: e.target.value })}
          error={Boolean(errors['review.verdict']) || value.verdict.length > VERDICT_MAX}
          helperText={errors['review.verdict'] ?? `${value.verdict.length}/${VERDICT_MAX} characters`}
          disabled={disabled}
        />
        <LinesEditor
          title="Pros"
          field="review.pros"
          lines={value.pros}
          onChange={(pros) => set({ pros })}
          error={errors['review.pros']}
          disabled={disabled}
        />
        <LinesEditor
          title="Cons"
          field="review.cons"
          lines={value.cons}
          onChange={(cons) => set({ cons })}
          error={errors['review.cons']}
          disabled={disabled}
        />
        <TextField
          select
          label="Platforms tested"
          value={value.platformsTested}
          onChange={(e) => {
            const chosen = e.target.value as unknown as string[] | string;
            set({ platformsTested: typeof chosen === 'string' ? chosen.split(',') : chosen });
          }}
          slotProps={{ select: { multiple: true } }}
          error={Boolean(errors['review.platformsTested'])}
          helperText={errors['review.platformsTested']}
          disabled={disabled}
        >
          {platforms.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Playtime (hours)"
          type="number"
          value={value.playtime}
          onChange={(e) => set({ playtime: e.target.value })}
          error={Boolean(errors['review.playtimeHours'])}
          helperText={errors['review.playtimeHours']}
          disabled={disabled}
        />
        <TextField
          label="Disclosure"
          value={value.disclosure}
          onChange={(e) => set({ disclosure: e.target.value })}
          placeholder="Review code provided by the publisher"
          error={Boolean(errors['review.disclosure'])}
          helperText={errors['review.disclosure']}
          disabled={disabled}
        />
      </Stack>
    </Paper>
  );
}

function LinesEditor({
  title,
  field,
  lines,
  onChange,
  error,
  disabled,
}: {
  title: string;
  field: string;
  lines: readonly string[];
  onChange: (lines: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const edit = (index: number, text: string) => onChange(lines.map((line, i) => (i === index ? text : line)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-field={field}>
      <Typography component="legend" variant="subtitle2">
        {title}
      </Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {lines.map((line, index) => (
          <Stack key={index} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              value={line}
              onChange={(e) => edit(index, e.target.value)}
              slotProps={{ htmlInput: { 'aria-label': `${title} line ${index + 1}` } }}
              disabled={disabled}
            />
            <IconButton
              aria-label={`Move ${title.toLowerCase()} line ${index + 1} up`}
              onClick={() => onChange(moveLine(lines, index, -1))}
              disabled={disabled || index === 0}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Move ${title.toLowerCase()} line ${index + 1} down`}
              onClick={() => onChange(moveLine(lines, index, 1))}
              disabled={disabled || index === lines.length - 1}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Remove ${title.toLowerCase()} line ${index + 1}`}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
              disabled={disabled}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange([...lines, ''])}
          disabled={disabled || lines.length >= REVIEW_LINES_MAX}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add {title.toLowerCase().replace(/s$/, '')}
        </Button>
        {error ? (
          <Typography variant="caption" color="error" role="alert">
            {error}
          </Typography>
        ) : lines.length >= REVIEW_LINES_MAX ? (
          <Typography variant="caption" color="text.secondary">
            At most {REVIEW_LINES_MAX}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}

/** What the AI draft suggested for the verdict box, to use or dismiss. */
function SuggestionAlert({
  suggestion,
  onAccept,
  onDismiss,
}: {
  suggestion: ReviewSuggestion;
  onAccept: () => void;
  onDismiss?: () => void;
}) {
  return (
    <Alert
      severity="info"
      data-testid="review-suggestion"
      action={
        <Stack direction="row" spacing={1}>
          <Button size="small" color="inherit" onClick={onAccept}>
            Use suggestions
          </Button>
          <Button size="small" color="inherit" onClick={onDismiss}>
            Dismiss
          </Button>
        </Stack>
      }
    >
      <Typography variant="subtitle2" component="h3">
        Suggested by the AI draft
      </Typography>
      <Typography variant="body2">{suggestion.verdict}</Typography>
      <Typography variant="body2">Pros: {suggestion.pros.join(' · ') || '—'}</Typography>
      <Typography variant="body2">Cons: {suggestion.cons.join(' · ') || '—'}</Typography>
    </Alert>
  );
}

/** The score: a slider and a number field on graph's scale, its label, and graph's refusal. */
function ScoreField({
  value,
  onChange,
  scale,
  error,
  disabled,
}: {
  value: string;
  onChange: (score: string) => void;
  scale: ReviewScaleRules;
  error?: string;
  disabled?: boolean;
}) {
  const numeric = Number(value);
  const sliderValue = value.trim() !== '' && Number.isFinite(numeric) ? numeric : scale.worst;
  const label = scoreLabel(value, scale.bands);
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          aria-label="Score slider"
          value={sliderValue}
          min={scale.worst}
          max={scale.best}
          step={scale.step}
          marks
          valueLabelDisplay="auto"
          onChange={(_, next) => onChange(String(next))}
          disabled={disabled}
          sx={{ flex: 1 }}
        />
        <TextField
          label="Score"
          type="number"
          size="small"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{ htmlInput: { min: scale.worst, max: scale.best, step: scale.step } }}
          error={Boolean(error)}
          disabled={disabled}
          sx={{ width: 110 }}
        />
        {label ? <Chip label={label} color="secondary" data-testid="score-label" /> : null}
      </Stack>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
        {error ?? `${scale.worst}–${scale.best} in steps of ${scale.step}`}
      </Typography>
    </Box>
  );
}
