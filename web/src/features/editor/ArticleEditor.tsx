// The article editor (issue 6): write or edit one article, preview it, generate it with AI, and
// save it as a draft, publish it now or schedule it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  EditorArticleDocument,
  EditorCategoriesDocument,
  EditorSchedulingRulesDocument,
  EditorCreateArticleDocument,
  EditorReviewRulesDocument,
  EditorUpdateArticleDocument,
} from '../../gql/graphql';
import { useFieldErrors } from '../../back-office/use-field-errors';
import { articleMadeByKey, isUnauthenticated } from '../../lib/apollo';
import { slugify } from '@savepoint/slug';
import { useToast } from '../../lib/toast';
import { forgetPublicationQueries } from '../../back-office/publication-cache';
import { useAdminAction } from '../../back-office/use-admin-action';
import { useCan } from '../../back-office/use-can';
import { fetchCurrentEditor } from '../../auth/auth-api';
import { useAuth } from '../../auth/useAuth';
import type { GeneratedArticle } from './ai-api';
import {
  articleFormFrom,
  emptyArticleForm,
  hasRequiredFields,
  saveProblem,
  toSaveInput,
  withFormDefaults,
  withTitle,
  type ArticleForm,
  type SaveAction,
} from './article-form';
import { ArticleDetailsFields } from './components/ArticleDetailsFields';
import { ReviewPanel, type ReviewSuggestion } from './components/ReviewPanel';
import { REVIEW_CATEGORY } from './review-form';
import { HistoryButton, SharePreviewButton, useServerAutosave } from './components/EditorHistory';
import { ArticlePreview } from './components/ArticlePreview';
import { RichTextEditor } from './components/RichTextEditor';
import { SchedulePicker } from './components/SchedulePicker';
import { EmbargoLiftButton } from './components/EmbargoLiftButton';
import { ReviewBox } from './components/ReviewBox';
import { NotesPanel } from './components/NotesPanel';
import { ViewsChart } from './components/ViewsChart';
import { CollabPresence } from './components/CollabPresence';
import { TranslationsPanel } from './translations/TranslationsPanel';
import { colorOf, useCollab } from './use-collab';
import { seedSharedFields, sharedFieldsOf, useSharedFields, writeSharedFields, type SharedFields } from './shared-fields';
import { clearLocalDraft, type DraftKey } from '../../back-office/local-drafts';
import { loadLocalDraft, saveLocalDraft } from './draft-storage';
import { formatTags } from './tags';

export interface ArticleEditorProps {
  /** null for a new article. */
  articleId: number | null;
  /** Called once the editor is done (saved, or left by the editor). */
  onLeave: () => void;
  /** Opens the live console of a saved article (a live blog, or one to make one). */
  onOpenLiveConsole?: (articleId: number) => void;
  /** Opens another article in the editor (a translation, or the source it was made from). */
  onOpenArticle?: (articleId: number) => void;
}

/**
 * Editors read every status, so an article that comes back missing or refused usually means the
 * session expired while the dashboard was open (readers cannot see drafts). When /api/auth/me
 * confirms that, offer the login dialog once; logging in refetches the article (AuthProvider resets
 * the Apollo store). A still-valid session means the article really is gone.
 */
function useLoginWhenSessionLost(unreadable: boolean) {
  const { openLogin } = useAuth();
  const offered = useRef(false);
  useEffect(() => {
    if (!unreadable || offered.current) return;
    offered.current = true;
    void fetchCurrentEditor().then((current) => (current ? undefined : openLogin()));
  }, [unreadable, openLogin]);
}

export function ArticleEditor({ articleId, onLeave, onOpenLiveConsole, onOpenArticle }: ArticleEditorProps) {
  const draftKey: DraftKey = articleId ?? 'new';
  const stored = useQuery(EditorArticleDocument, {
    variables: { id: articleId ?? 0 },
    skip: articleId === null,
    fetchPolicy: 'network-only',
  });
  const rules = useQuery(EditorSchedulingRulesDocument);
  // The form's slots are built on graph's step (the form waits for it).
  const minuteStep = rules.data?.schedulingRules?.minuteStep ?? null;
  const [form, setForm] = useState<ArticleForm | null>(null);
  const [restored, setRestored] = useState(false);
  const initialised = useRef(false);
  const can = useCan();

  const storedArticle = stored.data?.article ?? null;
  // graph says what this account may do with the article; a new one would be its own.
  const allowed: EditorPermissions = storedArticle
    ? {
        save: storedArticle.viewerCanUpdate,
        publish: storedArticle.viewerCanPublish,
        submit: storedArticle.viewerCanSubmit,
        approve: storedArticle.viewerCanApprove,
        inReview: storedArticle.status === 'in_review',
      }
    : {
        save: can('createArticle'),
        publish: can('publishArticle'),
        // A new article is its writer's draft: those who may not publish submit it for review.
        submit: can('submitArticle') && !can('publishArticle'),
        approve: false,
        inReview: false,
      };
  useLoginWhenSessionLost(
    articleId !== null && Boolean((stored.error && isUnauthenticated(stored.error)) || (stored.data && !storedArticle)),
  );
  const baseForm = (step: number): ArticleForm =>
    storedArticle ? articleFormFrom(storedArticle, new Date(), step) : emptyArticleForm(new Date(), step);

  useEffect(() => {
    if (initialised.current) return;
    if (minuteStep === null) return;
    if (articleId !== null && !storedArticle) return;
    initialised.current = true;
    const local = loadLocalDraft(draftKey);
    setRestored(local !== null);
    setForm(local ? withFormDefaults(local) : baseForm(minuteStep));
    // baseForm reads storedArticle, which is the only input that changes here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [articleId, storedArticle, draftKey, minuteStep]);

  if (articleId !== null && stored.error) {
    return (
      <EditorFrame title="Edit Article" onLeave={onLeave}>
        <Alert severity="error">Failed to fetch article</Alert>
      </EditorFrame>
    );
  }
  if (articleId !== null && stored.data && !storedArticle) {
    return (
      <EditorFrame title="Edit Article" onLeave={onLeave}>
        <Alert severity="warning">Article Not Found</Alert>
      </EditorFrame>
    );
  }
  if (rules.error) {
    return (
      <EditorFrame title={articleId === null ? 'New Article' : 'Edit Article'} onLeave={onLeave}>
        <Alert severity="error">Failed to fetch scheduling rules</Alert>
      </EditorFrame>
    );
  }
  if (!form || minuteStep === null) {
    return (
      <EditorFrame title={articleId === null ? 'New Article' : 'Edit Article'} onLeave={onLeave}>
        <Stack spacing={2} data-testid="editor-loading">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={300} />
        </Stack>
      </EditorFrame>
    );
  }

  return (
    <EditorForm
      key={draftKey}
      articleId={articleId}
      draftKey={draftKey}
      form={form}
      minuteStep={minuteStep}
      restored={restored}
      allowed={allowed}
      embargoUntil={storedArticle?.embargoUntil ?? null}
      storedContent={storedArticle?.content ?? ''}
      storedFields={storedArticle ? sharedFieldsOf(articleFormFrom(storedArticle, new Date(), minuteStep)) : null}
      onChange={(next) => {
        setForm(next);
        saveLocalDraft(draftKey, next);
      }}
      onDiscardLocal={() => {
        clearLocalDraft(draftKey);
        setRestored(false);
        setForm(baseForm(minuteStep));
      }}
      onLeave={onLeave}
      onOpenLiveConsole={onOpenLiveConsole}
      onOpenArticle={onOpenArticle}
    />
  );
}

/** What the signed-in account may do with the article in the editor. */
interface EditorPermissions {
  save: boolean;
  /** Publish or schedule (contributors only save drafts). */
  publish: boolean;
  /** Submit the draft for review (issue 24). */
  submit: boolean;
  /** Approve it or request changes (it is in review; editors). */
  approve: boolean;
  /** In review: saving keeps the status (an edit is not a verdict). */
  inReview: boolean;
}

/**
 * Co-editing (issue 24): a stored article's body is the shared document; the form's content is
 * always its merged HTML, so saving, scheduling and publishing send what everyone wrote. Its simple
 * fields are the document's `fields` map: once synced the form reads them from there, and an edit
 * here writes the changed ones to it (the others see it; offline edits merge per field).
 */
function useSharedForm(
  articleId: number | null,
  canSave: boolean,
  ownForm: ArticleForm,
  storedFields: SharedFields | null,
  changeOwnForm: (form: ArticleForm) => void,
) {
  const { editor: me } = useAuth();
  const collabUser = useMemo(
    () => (articleId !== null && me ? { name: me.displayName, color: colorOf(me.id), canEdit: canSave } : null),
    [articleId, me, canSave],
  );
  const collab = useCollab(articleId, collabUser);
  const sharedDoc = collab?.synced ? collab.provider.document : null;
  const openedWith = useRef(sharedFieldsOf(ownForm));
  useEffect(() => {
    if (!sharedDoc || !canSave) return;
    if (storedFields) seedSharedFields(sharedDoc, storedFields);
    // Fields edited in this tab before the first sync are edits like any other (made offline).
    writeSharedFields(sharedDoc, openedWith.current, sharedFieldsOf(ownForm));
    // Once synced: the stored article's fields as they were when the editor opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sharedDoc, canSave]);
  const shared = useSharedFields(sharedDoc, sharedDoc !== null);
  const form: ArticleForm = shared ? { ...ownForm, ...shared } : ownForm;
  const onChange = (next: ArticleForm) => {
    if (sharedDoc && canSave) writeSharedFields(sharedDoc, sharedFieldsOf(form), sharedFieldsOf(next));
    changeOwnForm(next);
  };
  return { collab, collabUser, form, onChange };
}

interface ArticleSaveOptions {
  allowed: EditorPermissions;
  articleId: number | null;
  draftKey: DraftKey;
  form: ArticleForm;
  /** One key per new article: a save retried after a lost answer returns the article already made. */
  createKey: string;
  setSaving: (saving: boolean) => void;
  /** Runs a save keeping graph's refusals that name a field, shown on it until the next save. */
  showingFieldErrors: <T>(write: () => Promise<T>) => Promise<T>;
  onLeave: () => void;
}

/** Saving the form: as a draft or published, before a review step, and what approving publishes. */
function useArticleSave({
  allowed,
  articleId,
  draftKey,
  form,
  createKey,
  setSaving,
  showingFieldErrors,
  onLeave,
}: ArticleSaveOptions) {
  const { toast } = useToast();
  const run = useAdminAction();
  const forget = { update: forgetPublicationQueries };
  const [createArticle] = useMutation(EditorCreateArticleDocument, forget);
  const [updateArticle] = useMutation(EditorUpdateArticleDocument, forget);
  // A create whose answer was lost made the article already; if the form changed before this try,
  // graph refuses the key and names that article, and the form is saved over it instead.
  const createOnce = async (input: ReturnType<typeof savedAs>) => {
    try {
      return await createArticle({ variables: { input, idempotencyKey: createKey } });
    } catch (error) {
      const made = articleMadeByKey(error);
      if (made === null) throw error;
      return updateArticle({ variables: { id: made, input } });
    }
  };
  // `current`: a form just changed in the same click (Schedule for embargo lift), before state has it.
  const save = async (action: SaveAction, current: ArticleForm = form) => {
    const problem = saveProblem(current, action, new Date());
    if (problem) {
      toast({ title: 'Validation Error', description: problem, variant: 'destructive' });
      return;
    }
    const input = savedAs(current, action);
    setSaving(true);
    const saved =
      articleId === null
        ? await run(() => showingFieldErrors(() => createOnce(input)), {
            success: 'Article created successfully',
            failure: 'Failed to create article',
          })
        : await run(() => showingFieldErrors(() => updateArticle({ variables: { id: articleId, input } })), {
            success: 'Article updated successfully',
            failure: 'Failed to update article',
          });
    setSaving(false);
    if (saved) {
      // The server may have saved another address than the one shown (a taken slug gets -2): say so.
      const savedSlug =
        saved.data && ('createArticle' in saved.data ? saved.data.createArticle.slug : saved.data.updateArticle.slug);
      if (savedSlug && savedSlug !== input.slug) {
        toast({ title: 'Saved', description: `The article's address is /articles/${savedSlug} (the slug you chose is taken).` });
      }
      clearLocalDraft(draftKey);
      onLeave();
    }
  };

  // An article in review keeps its status when saved: approving or sending back is the review box's.
  const savedAs = (current: ArticleForm, action: SaveAction) => {
    const input = toSaveInput(current, action);
    if (!allowed.inReview || action !== 'draft') return input;
    const { status: _status, scheduledFor: _scheduledFor, ...text } = input;
    return text;
  };

  /** The review box saves the open form before a review step, and needs the article's id. */
  const saveBeforeReview = async (): Promise<number | null> => {
    const problem = saveProblem(form, 'draft', new Date());
    if (problem) {
      toast({ title: 'Validation Error', description: problem, variant: 'destructive' });
      return null;
    }
    const input = savedAs(form, 'draft');
    if (articleId !== null && !allowed.save) return articleId;
    const saved =
      articleId === null
        ? await run(() => createOnce(toSaveInput(form, 'draft')), {
            failure: 'Failed to create article',
          })
        : await run(() => updateArticle({ variables: { id: articleId, input } }), { failure: 'Failed to update article' });
    if (!saved?.data) return null;
    clearLocalDraft(draftKey);
    return 'createArticle' in saved.data ? saved.data.createArticle.id : saved.data.updateArticle.id;
  };
  const approvalInput = (() => {
    const { status, scheduledFor } = toSaveInput(form, 'publish');
    return status === 'scheduled' ? { publish: 'schedule' as const, scheduledFor } : { publish: 'now' as const };
  })();

  return { save, saveBeforeReview, approvalInput };
}

interface EditorFormProps {
  allowed: EditorPermissions;
  articleId: number | null;
  draftKey: DraftKey;
  form: ArticleForm;
  minuteStep: number;
  restored: boolean;
  /** The stored article's embargo (ISO), offering "Schedule for embargo lift". */
  embargoUntil: string | null;
  /** The stored article's body: a never-shared document starts from it (not from a local draft). */
  storedContent: string;
  /** The stored article's simple fields: a never-shared document's `fields` map starts from them. */
  storedFields: SharedFields | null;
  onChange: (form: ArticleForm) => void;
  onDiscardLocal: () => void;
  onLeave: () => void;
  onOpenLiveConsole?: (articleId: number) => void;
  onOpenArticle?: (articleId: number) => void;
}

function EditorForm({
  allowed,
  articleId,
  draftKey,
  form: ownForm,
  minuteStep,
  restored,
  embargoUntil,
  storedContent,
  storedFields,
  onChange: changeOwnForm,
  onDiscardLocal,
  onLeave,
  onOpenLiveConsole,
  onOpenArticle,
}: EditorFormProps) {
  const { toast } = useToast();
  const categories = useQuery(EditorCategoriesDocument);
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  // One key per new article: a save retried after a lost answer returns the article already made.
  const [createKey] = useState(() => crypto.randomUUID());
  const reviewRules = useQuery(EditorReviewRulesDocument);
  // graph's refusals that name a field, shown on it until the next save.
  const { errors, showingFieldErrors } = useFieldErrors();
  // The AI draft's verdict box for a review: the editor accepts it into the panel, or not.
  const [suggestion, setSuggestion] = useState<ReviewSuggestion | null>(null);

  useEffect(() => {
    if (categories.error) toast({ title: 'Error', description: 'Failed to fetch categories', variant: 'destructive' });
  }, [categories.error, toast]);

  const { collab, collabUser, form, onChange } = useSharedForm(articleId, allowed.save, ownForm, storedFields, changeOwnForm);
  const set = (patch: Partial<ArticleForm>) => onChange({ ...form, ...patch });
  const ready = hasRequiredFields(form);
  // Once the shared document is synced, one tab autosaves it for everyone (not one revision per tab);
  // until then (the server unreachable) this tab keeps its own text as before.
  useServerAutosave(articleId, form, saving || !allowed.save || (collab !== null && collab.synced && !collab.autosaves));

  const { save, saveBeforeReview, approvalInput } = useArticleSave({
    allowed,
    articleId,
    draftKey,
    form,
    createKey,
    setSaving,
    showingFieldErrors,
    onLeave,
  });

  const applyGenerated = (article: GeneratedArticle) => {
    const known = (categories.data?.categories ?? []).some((c) => c.slug === article.category);
    onChange({
      ...form,
      title: article.title,
      slug: article.slug || slugify(article.title),
      content: article.content,
      metaDescription: article.metaDescription,
      excerpt: article.excerpt,
      tagsText: formatTags(article.tags),
      category: known ? article.category : form.category,
    });
    setSuggestion(article.review ?? null);
    setPreviewing(false);
  };

  const categoryOptions = categories.data?.categories ?? [];
  const platforms = reviewRules.data?.gamePlatforms ?? [];
  const scale = reviewRules.data?.reviewScale ?? null;

  return (
    <EditorFrame title={articleId === null ? 'New Article' : 'Edit Article'} onLeave={onLeave}>
      {restored ? <RestoredAlert onDiscard={onDiscardLocal} /> : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' } }}>
        <Stack spacing={2}>
          <TextField
            label="Title"
            required
            value={form.title}
            onChange={(e) => onChange(withTitle(form, e.target.value))}
            disabled={saving}
            error={Boolean(errors.title)}
            helperText={errors.title}
          />
          <TextField
            label="Slug"
            value={form.slug}
            onChange={(e) => set({ slug: e.target.value })}
            size="small"
            disabled={saving}
            error={Boolean(errors.slug)}
            helperText={errors.slug ?? "Regenerated from the title; the article's address is /articles/{slug}"}
          />
          <ContentField
            form={form}
            set={set}
            disabled={saving}
            previewing={previewing}
            onPreviewingChange={setPreviewing}
            collab={collab}
            collabUser={collabUser}
            readOnly={collab !== null && !allowed.save}
            storedContent={storedContent}
          />
          <TextField
            label="Excerpt"
            value={form.excerpt}
            onChange={(e) => set({ excerpt: e.target.value })}
            multiline
            minRows={2}
            disabled={saving}
            error={Boolean(errors.excerpt)}
            helperText={errors.excerpt}
          />
          {form.category === REVIEW_CATEGORY && scale ? (
            <ReviewPanel
              value={form.review}
              onChange={(review) => set({ review })}
              scale={scale}
              platforms={platforms}
              errors={errors}
              suggestion={suggestion}
              onSuggestionDone={() => setSuggestion(null)}
              disabled={saving}
            />
          ) : null}
        </Stack>

        <Stack spacing={2}>
          <PublishingBox
            allowed={allowed}
            articleId={articleId}
            form={form}
            onChange={onChange}
            saving={saving}
            ready={ready}
            minuteStep={minuteStep}
            embargoUntil={embargoUntil}
            save={save}
            saveBeforeReview={saveBeforeReview}
            approval={approvalInput}
            onLeave={onLeave}
            onOpenLiveConsole={onOpenLiveConsole}
          />
          {articleId !== null && onOpenArticle ? <TranslationsPanel articleId={articleId} onOpenArticle={onOpenArticle} /> : null}
          {articleId !== null ? <NotesPanel articleId={articleId} /> : null}
          {articleId !== null ? <ViewsChart articleId={articleId} /> : null}
          <ArticleDetailsFields
            form={form}
            set={set}
            saving={saving}
            errors={errors}
            categories={categoryOptions}
            platforms={platforms}
            onGenerated={applyGenerated}
            isNew={articleId === null}
          />
        </Stack>
      </Box>
    </EditorFrame>
  );
}

type SharedForm = ReturnType<typeof useSharedForm>;

interface ContentFieldProps {
  form: ArticleForm;
  set: (patch: Partial<ArticleForm>) => void;
  disabled: boolean;
  previewing: boolean;
  onPreviewingChange: (previewing: boolean) => void;
  collab: SharedForm['collab'];
  collabUser: SharedForm['collabUser'];
  /** Shared with others, and this role may not change it. */
  readOnly: boolean;
  storedContent: string;
}

/** The article's body: written in the rich-text editor (shared when co-editing) or previewed. */
function ContentField({
  form,
  set,
  disabled,
  previewing,
  onPreviewingChange,
  collab,
  collabUser,
  readOnly,
  storedContent,
}: ContentFieldProps) {
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="p">
          Content *
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={previewing ? 'preview' : 'write'}
          onChange={(_, value) => value && onPreviewingChange(value === 'preview')}
          aria-label="Editor view"
        >
          <ToggleButton value="write">Write</ToggleButton>
          <ToggleButton value="preview">Preview</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {previewing ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <ArticlePreview form={form} />
        </Paper>
      ) : null}
      {collab ? <CollabPresence session={collab} /> : null}
      <Box sx={{ display: previewing ? 'none' : 'block' }}>
        {/* Until the shared document has synced its body is empty: the tab shows the stored body, not
            editable, so nothing typed before the sync replaces the text (or keeps the sync from seeding it). */}
        <RichTextEditor
          value={form.content}
          onChange={(content) => set({ content })}
          disabled={disabled || readOnly || (collab !== null && !collab.synced)}
          collab={
            collab?.synced && collabUser
              ? { provider: collab.provider, user: collabUser, synced: collab.synced, seedHtml: storedContent }
              : undefined
          }
        />
      </Box>
    </>
  );
}

interface PublishingBoxProps {
  allowed: EditorPermissions;
  articleId: number | null;
  form: ArticleForm;
  onChange: (form: ArticleForm) => void;
  saving: boolean;
  /** The required fields are filled in. */
  ready: boolean;
  minuteStep: number;
  embargoUntil: string | null;
  save: (action: SaveAction, current?: ArticleForm) => Promise<void>;
  saveBeforeReview: () => Promise<number | null>;
  approval: ReturnType<typeof useArticleSave>['approvalInput'];
  onLeave: () => void;
  onOpenLiveConsole?: (articleId: number) => void;
}

/** The box that publishes: schedule, save or publish, the review steps, history and preview links. */
function PublishingBox({
  allowed,
  articleId,
  form,
  onChange,
  saving,
  ready,
  minuteStep,
  embargoUntil,
  save,
  saveBeforeReview,
  approval,
  onLeave,
  onOpenLiveConsole,
}: PublishingBoxProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        {!allowed.save ? <Alert severity="info">Your role may read this article but not change it.</Alert> : null}
        {allowed.save && allowed.publish ? (
          <SchedulePicker
            mode={form.publishMode}
            parts={form.schedule}
            minuteStep={minuteStep}
            disabled={saving}
            onModeChange={(publishMode) => onChange({ ...form, publishMode })}
            onPartsChange={(schedule) => onChange({ ...form, schedule })}
          />
        ) : null}
        {allowed.save && allowed.publish && embargoUntil ? (
          <EmbargoLiftButton
            embargoUntil={embargoUntil}
            minuteStep={minuteStep}
            disabled={saving || !ready}
            onSchedule={(schedule) => {
              const scheduled = { ...form, publishMode: 'scheduled' as const, schedule };
              onChange(scheduled);
              void save('publish', scheduled);
            }}
          />
        ) : null}
        {allowed.save ? (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => save('draft')} disabled={!ready || saving}>
              {allowed.inReview ? 'Save' : 'Save Draft'}
            </Button>
            {allowed.publish && !allowed.approve ? (
              <Button variant="contained" onClick={() => save('publish')} disabled={!ready || saving}>
                {form.publishMode === 'scheduled' ? 'Schedule' : 'Publish'}
              </Button>
            ) : null}
          </Stack>
        ) : null}
        <ReviewBox
          articleId={articleId}
          form={form}
          canSubmit={allowed.submit}
          canApprove={allowed.approve}
          approval={approval}
          disabled={!ready || saving}
          saveFirst={saveBeforeReview}
          onDone={onLeave}
        />
        {articleId !== null && allowed.save ? (
          <Stack direction="row" spacing={1}>
            <HistoryButton
              articleId={articleId}
              form={form}
              onRestored={(article) => onChange(articleFormFrom(article, new Date(), minuteStep))}
            />
            {/* graph refuses links for published articles, with a message saying why. */}
            <SharePreviewButton articleId={articleId} />
            {onOpenLiveConsole ? <Button onClick={() => onOpenLiveConsole(articleId)}>Live console</Button> : null}
          </Stack>
        ) : null}
        {allowed.save && !ready ? (
          <Typography variant="caption" color="text.secondary">
            Title, content and category are required.
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Says the form holds this browser's unsaved changes, with a way to drop them. */
function RestoredAlert({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          Discard
        </Button>
      }
    >
      Your unsaved changes from this browser were restored.
    </Alert>
  );
}

function EditorFrame({ title, onLeave, children }: { title: string; onLeave: () => void; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby="editor-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onLeave}>
          Back
        </Button>
        <Typography id="editor-title" variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Box>
  );
}
