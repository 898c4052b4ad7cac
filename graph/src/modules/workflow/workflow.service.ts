// Review before publishing (issue 24). Submitting, approving and asking for changes are article
// updates with a review step (ArticleService.update): the transition is checked on the locked row,
// the status changes through the article's own rules (embargo, schedule lead, scheduler outbox), and
// the review event, the activity entry and the revision go in the same transaction. Mail to the
// people concerned is queued after the commit, so a refused step mails no one.
import { checksCaller } from '../../common/caller';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict } from '../../common/errors';
import { ActivityAction } from '../activity/activity.entity';
import { ActivityService } from '../activity/activity.service';
import { type Article, ArticleStatus } from '../article/article.entity';
import type { ArticleService } from '../article/article.service';
import { authorsNeedReview } from '../article/publishing.service';
import type { MailQueue, NewsroomMailEvent } from '../mail/mail-queue';
import { RevisionKind } from '../revision/revision.entity';
import { assertArticleAccess, assertCapability } from '../user/capabilities';
import type { User } from '../user/user.entity';
import { UserRole } from '../user/user.entity';
import {
  ApprovalPublish,
  type ApproveInput,
  type ArticleReview,
  type NewsroomSettings,
  type ReviewEvent,
  ReviewEventKind,
} from './workflow.types';

const NOTE_MAX = 5000;

const statusName = (status: string) => status.replace('_', ' ');

interface EventRow {
  id: number;
  kind: ReviewEventKind;
  actor_id: number | null;
  actor_name: string;
  note: string | null;
  revision_id: number | null;
  created_at: Date;
}

/**
 * When each of these articles was last submitted for review, for those in review now (the review
 * queue's order and its "Submitted" column: an edit while in review moves updatedAt, not this).
 */
export async function submittedAtOf(em: EntityManager, articleIds: readonly number[]): Promise<Map<number, Date>> {
  if (articleIds.length === 0) return new Map();
  const rows: { article_id: number; created_at: Date | string }[] = await em.execute(
    `SELECT DISTINCT ON (e.article_id) e.article_id, e.created_at
     FROM article_review_event e JOIN article a ON a.id = e.article_id AND a.status = 'in_review'
     WHERE e.article_id = ANY(?::int[]) AND e.kind = 'submitted'
     ORDER BY e.article_id, e.id DESC`,
    [`{${articleIds.map((id) => Math.trunc(id)).join(',')}}`],
  );
  return new Map(rows.map((r) => [r.article_id, new Date(r.created_at)]));
}

export class WorkflowService {
  constructor(
    private readonly em: EntityManager,
    private readonly articles: ArticleService,
    private readonly mail?: MailQueue,
  ) {}

  /** A draft goes to the review queue, with the writer's optional note to the editors. */
  @checksCaller(0)
  async submit(caller: User, articleId: number, rawNote?: string | null): Promise<Article> {
    assertCapability(caller, 'submitArticle');
    const note = optionalNote(rawNote);
    const article = await this.articles.update(articleId, { status: ArticleStatus.in_review }, caller, RevisionKind.save, {
      check: async (_em, current) => {
        if (current.status !== ArticleStatus.draft) {
          throw conflict(`Only drafts can be submitted for review; this article is ${statusName(current.status)}.`, 'status');
        }
        assertArticleAccess(caller, 'submitArticle', { authorId: current.author.id, status: current.status });
      },
      record: (em, current, revisionId) => this.record(em, caller, current, ReviewEventKind.submitted, note, revisionId),
    });
    await this.notify('submitted', article, caller, note, await this.editorIds(caller.id));
    return article;
  }

  /** An article in review goes out: published now, or scheduled (the embargo and schedule rules apply). */
  @checksCaller(0)
  async approve(caller: User, articleId: number, input: ApproveInput): Promise<Article> {
    assertCapability(caller, 'approveArticle');
    if (input.publish === ApprovalPublish.schedule && !input.scheduledFor) {
      throw badInput('scheduledFor', 'Please select a scheduled date and time');
    }
    const status = input.publish === ApprovalPublish.now ? ArticleStatus.published : ArticleStatus.scheduled;
    const article = await this.articles.update(
      articleId,
      { status, scheduledFor: status === ArticleStatus.scheduled ? input.scheduledFor : null },
      caller,
      RevisionKind.save,
      {
        check: async (_em, current) => {
          this.assertInReview(current, 'approved');
          assertArticleAccess(caller, 'approveArticle', { authorId: current.author.id, status: current.status });
          assertArticleAccess(caller, 'publishArticle', { authorId: current.author.id, status: current.status });
        },
        record: (em, current, revisionId) =>
          this.record(
            em,
            caller,
            current,
            ReviewEventKind.approved,
            null,
            revisionId,
            current.status === ArticleStatus.scheduled ? `scheduled for ${current.scheduledFor?.toISOString()}` : 'published',
          ),
      },
    );
    await this.notify('approved', article, caller, null, [article.author.id]);
    return article;
  }

  /** An article in review goes back to its writer as a draft, with the editor's note. */
  @checksCaller(0)
  async requestChanges(caller: User, articleId: number, rawNote: string): Promise<Article> {
    assertCapability(caller, 'requestArticleChanges');
    const note = optionalNote(rawNote);
    if (!note) throw badInput('note', 'Please say what needs changing');
    const article = await this.articles.update(articleId, { status: ArticleStatus.draft }, caller, RevisionKind.save, {
      check: async (_em, current) => {
        this.assertInReview(current, 'sent back');
        assertArticleAccess(caller, 'requestArticleChanges', { authorId: current.author.id, status: current.status });
      },
      record: (em, current, revisionId) => this.record(em, caller, current, ReviewEventKind.changes_requested, note, revisionId),
    });
    await this.notify('changes_requested', article, caller, note, [article.author.id]);
    return article;
  }

  /** The review history of an article, for its writer and for editors. */
  @checksCaller(0)
  async review(caller: User, articleId: number): Promise<ArticleReview> {
    const reach = assertCapability(caller, 'articleReview');
    const article = await this.articles.getById(articleId);
    if (reach === 'own' && article.author.id !== caller.id) {
      assertArticleAccess(caller, 'articleReview', { authorId: article.author.id, status: article.status });
    }
    const rows: EventRow[] = await this.em.execute(
      `SELECT id, kind, actor_id, actor_name, note, revision_id, created_at FROM article_review_event
       WHERE article_id = ? ORDER BY id DESC LIMIT 200`,
      [articleId],
    );
    const events: ReviewEvent[] = rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      actorId: r.actor_id,
      actorName: r.actor_name,
      note: r.note,
      revisionId: r.revision_id,
      createdAt: new Date(r.created_at),
    }));
    const lastVerdict = events.find((e) => e.kind !== ReviewEventKind.submitted);
    const [latest] = events;
    let lastReviewed: ArticleReview['lastReviewed'] = null;
    if (lastVerdict?.revisionId) {
      const [rev]: { title: string; content: string; excerpt: string | null }[] = await this.em.execute(
        `SELECT title, content, excerpt FROM article_revision WHERE id = ?`,
        [lastVerdict.revisionId],
      );
      if (rev) lastReviewed = { revisionId: lastVerdict.revisionId, ...rev, reviewedAt: lastVerdict.createdAt };
    }
    return {
      articleId,
      events,
      changesRequested:
        article.status === ArticleStatus.draft && latest?.kind === ReviewEventKind.changes_requested ? latest.note : null,
      lastReviewed,
    };
  }

  async settings(): Promise<NewsroomSettings> {
    return { authorsNeedReview: await authorsNeedReview(this.em) };
  }

  @checksCaller(0)
  async updateSettings(caller: User, authorsNeed: boolean): Promise<NewsroomSettings> {
    assertCapability(caller, 'updateNewsroomSettings');
    await this.em.transactional(async (em) => {
      const changed: unknown[] = await em.execute(
        `UPDATE newsroom_setting SET authors_need_review = ? WHERE authors_need_review <> ? RETURNING id`,
        [authorsNeed, authorsNeed],
      );
      if (changed.length === 0) return;
      await ActivityService.record(em, {
        actor: caller,
        action: ActivityAction.newsroomSettingsChanged,
        subjectId: null,
        subjectLabel: 'Newsroom settings',
        detail: `authors need review: ${authorsNeed ? 'on' : 'off'}`,
      });
    });
    return this.settings();
  }

  private assertInReview(article: Article, verb: string): void {
    if (article.status !== ArticleStatus.in_review) {
      throw conflict(
        `Only articles in review can be ${verb}; this article is ${statusName(article.status)}. Its writer submits it for review first.`,
        'status',
      );
    }
  }

  private async record(
    em: EntityManager,
    caller: User,
    article: Article,
    kind: ReviewEventKind,
    note: string | null,
    revisionId: number,
    detail?: string,
  ): Promise<void> {
    await em.execute(
      `INSERT INTO article_review_event (article_id, kind, actor_id, actor_name, note, revision_id) VALUES (?, ?, ?, ?, ?, ?)`,
      [article.id, kind, caller.id, caller.displayName, note, revisionId],
    );
    const action = {
      [ReviewEventKind.submitted]: ActivityAction.articleSubmitted,
      [ReviewEventKind.approved]: ActivityAction.articleApproved,
      [ReviewEventKind.changes_requested]: ActivityAction.articleChangesRequested,
    }[kind];
    await ActivityService.record(em, {
      actor: caller,
      action,
      subjectId: article.id,
      subjectLabel: article.title,
      detail: detail ?? note,
    });
  }

  /** Editors and admins (who approve), without the one who acted. */
  private async editorIds(exceptId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.em.execute(`SELECT id FROM app_user WHERE role IN (?, ?) AND id <> ?`, [
      UserRole.editor,
      UserRole.admin,
      exceptId,
    ]);
    return rows.map((r) => r.id);
  }

  /** Queues one mail per recipient (never the actor); the worker renders it from the database. */
  private async notify(
    event: NewsroomMailEvent,
    article: Article,
    actor: User,
    note: string | null,
    recipientIds: number[],
  ): Promise<void> {
    if (!this.mail) return;
    const to = [...new Set(recipientIds)].filter((id) => id !== actor.id);
    await this.mail.enqueue(
      to.map((recipientId) => ({
        payload: { kind: 'newsroom', event, articleId: article.id, recipientId, actorName: actor.displayName, note },
      })),
    );
  }
}

function optionalNote(raw: string | null | undefined): string | null {
  const note = raw?.trim() ?? '';
  if (note.length > NOTE_MAX) throw badInput('note', `Note must be at most ${NOTE_MAX} characters`);
  return note || null;
}
