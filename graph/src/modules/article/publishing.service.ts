// Publishing, scheduling and embargo rules in one place: when an article may go live, what the
// scheduler is told, what the activity log records, and the worker's publish statements.
// ArticleService calls it inside a save's transaction; the publish jobs call it directly.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Caller, isSystemActor } from '../../common/caller';
import { badInput, embargoed, forbidden } from '../../common/errors';
import { SCHEDULE_MINUTE_STEP, SCHEDULE_MIN_LEAD_MS } from '../../config/defaults';
import { addToOutbox, outboxDispatcher, OUTBOX_TOPICS, relayOutbox } from '../../jobs/outbox';
import { ActivityAction } from '../activity/activity.entity';
import { ActivityService, SCHEDULER_ACTOR } from '../activity/activity.service';
import { type User, UserRole } from '../user/user.entity';
import { type Article, ArticleStatus } from './article.entity';
import { noopPublishScheduler, type PublishScheduler } from './publish-scheduler';

const SCHEDULE_TOO_SOON = 'Scheduled time must be at least 1 minute in the future';
const SCHEDULE_MISSING = 'Please select a scheduled date and time';

export interface PublishingDeps {
  publishScheduler?: PublishScheduler;
  /** Minimum lead for scheduled publication (spec §9: 1 minute). */
  scheduleMinLeadMs?: number;
  /** Minute choices the editor offers (spec §5: multiples of 5). */
  scheduleMinuteStep?: number;
  /** Where a failed relay to the scheduler is reported; the outbox row waits for the worker's drain. */
  onSchedulerError?: (error: unknown, articleId: number) => void;
}

/** What the editor's schedule picker offers; graph is the one source so tests can shorten the step. */
export interface SchedulingRules {
  minuteStep: number;
  minLeadMs: number;
}

/** What the scheduler must hear after a save commits: a new time, a void plan, or nothing. */
export type SchedulerAction = { kind: 'schedule'; at: Date } | { kind: 'cancel' } | null;

/** The fields of a save that decide when an article is public. */
export interface PublicationChange {
  status?: ArticleStatus | null;
  scheduledFor?: Date | null;
  embargoUntil?: Date | null;
}

export class PublishingService {
  private readonly scheduler: PublishScheduler;
  private readonly minLeadMs: number;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: PublishingDeps = {},
  ) {
    this.scheduler = deps.publishScheduler ?? noopPublishScheduler;
    this.minLeadMs = deps.scheduleMinLeadMs ?? SCHEDULE_MIN_LEAD_MS;
  }

  schedulingRules(): SchedulingRules {
    return { minuteStep: this.deps.scheduleMinuteStep ?? SCHEDULE_MINUTE_STEP, minLeadMs: this.minLeadMs };
  }

  /**
   * A new article's schedule, publication time and scheduler action, with the embargo rule applied.
   */
  forNewArticle(
    status: ArticleStatus,
    scheduledFor: Date | null | undefined,
    embargoUntil: Date | null,
    now: Date,
  ): { scheduledFor: Date | null; publishedAt: Date | null; action: SchedulerAction } {
    const timing = this.statusTiming(status, scheduledFor, null, now);
    assertEmbargo(status, timing.scheduledFor, embargoUntil, now, false);
    return timing;
  }

  /**
   * Applies a save's status, schedule and embargo to the (locked) article and checks the embargo
   * rule; returns what the scheduler must hear once the save commits.
   */
  applyToSave(article: Article, change: PublicationChange, now: Date): SchedulerAction {
    const before = { status: article.status, embargoUntil: article.embargoUntil ?? null };
    let action: SchedulerAction = null;
    const status = change.status ?? article.status;
    // Saving a scheduled article again for the same time (say, a typo fix a minute before it
    // goes live) keeps its schedule as it is instead of re-checking the lead time.
    const sameSchedule =
      status === ArticleStatus.scheduled &&
      article.status === ArticleStatus.scheduled &&
      (change.scheduledFor == null || change.scheduledFor.getTime() === article.scheduledFor?.getTime());
    if (!sameSchedule && (change.status != null || change.scheduledFor != null)) {
      const timing = this.statusTiming(status, change.scheduledFor ?? null, article.publishedAt ?? null, now);
      article.status = status;
      article.scheduledFor = timing.scheduledFor;
      article.publishedAt = timing.publishedAt;
      action = timing.action;
    }
    if (change.embargoUntil !== undefined) article.embargoUntil = change.embargoUntil;
    const embargoChanged = before.embargoUntil?.getTime() !== article.embargoUntil?.getTime();
    const goesPublic = article.status === ArticleStatus.published && before.status !== ArticleStatus.published;
    assertEmbargo(
      article.status,
      article.scheduledFor ?? null,
      article.embargoUntil ?? null,
      now,
      !goesPublic && embargoChanged && article.status === ArticleStatus.published,
    );
    return action;
  }

  /** The scheduler's action, written to the outbox in the save's transaction (relayed after commit). */
  planInOutbox(em: EntityManager, articleId: number, action: NonNullable<SchedulerAction>): Promise<number> {
    return addToOutbox(em, OUTBOX_TOPICS.articlePublishPlan, {
      articleId,
      scheduledFor: action.kind === 'schedule' ? action.at.toISOString() : null,
    });
  }

  /**
   * Tells the scheduler right after the commit, within a bound. A failure is not the editor's: the
   * change is saved and its outbox row waits for the worker's drain (and the minute sweep publishes
   * on time regardless).
   */
  async relay(articleId: number, outboxIds: number[]): Promise<void> {
    if (outboxIds.length === 0) return;
    try {
      const result = await relayOutbox(this.em, outboxDispatcher({ publishScheduler: this.scheduler }), { ids: outboxIds });
      if (result.error) this.deps.onSchedulerError?.(new Error(result.error), articleId);
    } catch (error) {
      this.deps.onSchedulerError?.(error, articleId);
    }
  }

  // ——— scheduled publishing (called by the worker) ———

  /**
   * Publishes the article if it is still scheduled for exactly `expectedScheduledFor` and that
   * time has come. A rescheduled, unscheduled or already published article is left alone, so a
   * stale or repeated job is harmless. One atomic UPDATE; true when this call published it.
   */
  async publishScheduledArticle(articleId: number, expectedScheduledFor: Date, now: Date = new Date()): Promise<boolean> {
    const rows: { id: number }[] = await this.em.execute(
      `WITH published AS (
         UPDATE article
         SET status = 'published', published_at = coalesce(published_at, scheduled_for), scheduled_for = NULL, updated_at = now()
         WHERE id = ? AND status = 'scheduled' AND scheduled_for = ? AND scheduled_for <= ? AND ${EMBARGO_LIFTED}
         RETURNING id, title
       ), ${LOG_SCHEDULED_PUBLICATION}
       SELECT id FROM published`,
      [articleId, expectedScheduledFor, now],
    );
    return rows.length > 0;
  }

  /** Publishes every scheduled article whose time has come; returns their ids. */
  async publishDueArticles(now: Date = new Date()): Promise<number[]> {
    const rows: { id: number }[] = await this.em.execute(
      `WITH published AS (
         UPDATE article
         SET status = 'published', published_at = coalesce(published_at, scheduled_for), scheduled_for = NULL, updated_at = now()
         WHERE status = 'scheduled' AND scheduled_for <= ? AND ${EMBARGO_LIFTED}
         RETURNING id, title
       ), ${LOG_SCHEDULED_PUBLICATION}
       SELECT id FROM published`,
      [now],
    );
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  private statusTiming(
    status: ArticleStatus,
    scheduledFor: Date | null | undefined,
    publishedAt: Date | null,
    now: Date,
  ): { scheduledFor: Date | null; publishedAt: Date | null; action: SchedulerAction } {
    switch (status) {
      case ArticleStatus.scheduled: {
        if (!scheduledFor) throw badInput('scheduledFor', SCHEDULE_MISSING);
        if (Number.isNaN(scheduledFor.getTime()) || scheduledFor.getTime() < now.getTime() + this.minLeadMs) {
          throw badInput('scheduledFor', SCHEDULE_TOO_SOON);
        }
        return { scheduledFor, publishedAt, action: { kind: 'schedule', at: scheduledFor } };
      }
      case ArticleStatus.published:
        return { scheduledFor: null, publishedAt: publishedAt ?? now, action: { kind: 'cancel' } };
      default:
        return { scheduledFor: null, publishedAt, action: { kind: 'cancel' } };
    }
  }
}

/**
 * A scheduled article is due only once its embargo lifted by the database's clock, the clock the
 * embargo trigger judges by: a worker whose clock runs ahead skips the row (the next sweep takes it)
 * instead of failing the statement for every other due article.
 */
const EMBARGO_LIFTED = `(embargo_until IS NULL OR embargo_until <= clock_timestamp())`;

/** The activity entry of scheduled publishing, in the statement that publishes (a CTE after `published`). */
const LOG_SCHEDULED_PUBLICATION = `logged AS (
  INSERT INTO activity (actor_id, actor_name, action, subject_id, subject_label)
  SELECT NULL, '${SCHEDULER_ACTOR}', 'article.published', id, title FROM published
)`;

/**
 * The embargo rule as graph answers it (the database's trigger holds the same): not published
 * before it, not scheduled earlier than it. `settingOnPublished`: an embargo set on an article that
 * is already public cannot hold anything, so it is refused as bad input.
 */
function assertEmbargo(
  status: ArticleStatus,
  scheduledFor: Date | null,
  embargoUntil: Date | null,
  now: Date,
  settingOnPublished: boolean,
): void {
  if (!embargoUntil) return;
  if (status === ArticleStatus.published && embargoUntil.getTime() > now.getTime()) {
    if (settingOnPublished) {
      throw badInput('embargoUntil', 'This article is already published: an embargo only holds articles that are not public yet');
    }
    throw embargoed(embargoUntil, 'status');
  }
  if (status === ArticleStatus.scheduled && scheduledFor && scheduledFor.getTime() < embargoUntil.getTime()) {
    throw embargoed(embargoUntil, 'scheduledFor');
  }
}

/**
 * Activity log of a save, in its transaction: publishing and scheduling, and setting, moving or
 * lifting an embargo (deletions are logged by delete). `before` is null for a new article.
 */
export async function logPublicationChange(
  em: EntityManager,
  article: Article,
  before: { status: ArticleStatus; scheduledFor: Date | null; embargoUntil: Date | null } | null,
  actor: User | null,
): Promise<void> {
  const entry = { actor, subjectId: article.id, subjectLabel: article.title };
  if (article.status === ArticleStatus.published && before?.status !== ArticleStatus.published) {
    await ActivityService.record(em, { ...entry, action: ActivityAction.articlePublished });
  } else if (
    article.status === ArticleStatus.scheduled &&
    (before?.status !== ArticleStatus.scheduled || before.scheduledFor?.getTime() !== article.scheduledFor?.getTime())
  ) {
    await ActivityService.record(em, {
      ...entry,
      action: ActivityAction.articleScheduled,
      detail: article.scheduledFor?.toISOString(),
    });
  }
  const embargoBefore = before?.embargoUntil ?? null;
  const embargoAfter = article.embargoUntil ?? null;
  if (embargoBefore?.getTime() === embargoAfter?.getTime()) return;
  await ActivityService.record(em, {
    ...entry,
    action: ActivityAction.articleEmbargoChanged,
    detail: `${embargoBefore?.toISOString() ?? 'none'} → ${embargoAfter?.toISOString() ?? 'none'}`,
  });
}

/**
 * The setting "authors need review": while it is on, authors submit for review like contributors
 * instead of publishing or scheduling themselves (editors and admins are unaffected).
 */
export async function assertReviewNotNeeded(
  em: EntityManager,
  caller: Caller,
  status: ArticleStatus | null,
  schedules: boolean,
): Promise<void> {
  if (isSystemActor(caller) || caller.role !== UserRole.author) return;
  if (!schedules && status !== ArticleStatus.published && status !== ArticleStatus.scheduled) return;
  if (await authorsNeedReview(em)) throw forbidden(AUTHORS_SUBMIT);
}

/**
 * With "authors need review" on, an author's article is theirs to change or delete only while it is
 * a draft, as a contributor's is: once submitted, scheduled or published, what readers get has been
 * reviewed, and an author's later edit would reach them unreviewed.
 */
export async function assertAuthorMayChange(em: EntityManager, caller: Caller, status: string): Promise<void> {
  if (isSystemActor(caller) || caller.role !== UserRole.author || status === ArticleStatus.draft) return;
  if (await authorsNeedReview(em)) throw forbidden(AUTHORS_CHANGE_DRAFTS);
}

/** Whether the rule above lets `user` change an article in `status` (the setting read by the caller). */
export const authorMayChange = (user: User | null, status: string, needReview: boolean): boolean =>
  !(needReview && user?.role === UserRole.author && status !== ArticleStatus.draft);

const AUTHORS_CHANGE_DRAFTS =
  'While "authors need review" is on, authors change only their drafts; ask an editor to change an article once it is submitted, scheduled or published.';

const AUTHORS_SUBMIT =
  'Authors submit their articles for review before they are published (the setting "authors need review" is on).';

/** The setting, read in the caller's transaction. */
export async function authorsNeedReview(em: EntityManager): Promise<boolean> {
  const [row]: { authors_need_review: boolean }[] = await em.execute(`SELECT authors_need_review FROM newsroom_setting`);
  return row?.authors_need_review ?? false;
}
