// The worker's sendMail job: renders the message from what the database says now, then hands it to
// SMTP (or the dev mailbox). Rate-limited by the mail queue's worker (MAIL_RATE_PER_SECOND).
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { JOB_NAMES, QUEUE_NAMES } from '../../jobs/queues';
import {
  digestEdition,
  digestMail,
  DigestService,
  editionUrl,
  forYouArticles,
  subscriberMailEdition,
  withForYou,
} from '../newsletter/digest';
import { NewsletterService } from '../newsletter/newsletter.service';
import type { OutgoingMail } from './mail.transport';
import { MemberService } from '../member/member.service';
import { confirmationMail, memberLinkMail, newsroomMail, publicationDateTime } from './templates';

const payload = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('confirmation'), subscriberId: z.number().int().positive() }),
  // language: the edition's (jobs queued before editions had none: the default edition's).
  z.object({
    kind: z.literal('digest'),
    week: z.string(),
    subscriberId: z.number().int().positive(),
    language: z.string().optional(),
  }),
  z.object({ kind: z.literal('digestTest'), week: z.string(), to: z.email(), language: z.string().optional() }),
  z.object({ kind: z.literal('memberLink'), linkId: z.number().int().positive() }),
  z.object({
    kind: z.literal('newsroom'),
    event: z.enum(['submitted', 'approved', 'changes_requested', 'mentioned']),
    articleId: z.number().int().positive(),
    recipientId: z.number().int().positive(),
    actorName: z.string(),
    note: z.string().nullable(),
  }),
]);

export const sendMailJob = defineJob({
  queue: QUEUE_NAMES.mail,
  name: JOB_NAMES.sendMail,
  payload,
  async handle(data, { em, config, mail, mailQueue, logger, now }): Promise<{ sent: boolean; via?: string; reason?: string }> {
    const newsletter = new NewsletterService(em, { config });
    const oneClick = (id: number) => ({
      'List-Unsubscribe': `<${newsletter.oneClickUnsubscribeUrl(id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    if (data.kind === 'newsroom') {
      // Rendered from what is true now: a deleted article or an account without an address gets nothing.
      const [row]: { email: string | null; title: string; status: string; scheduled_for: Date | null }[] = await em.execute(
        `SELECT u.email, a.title, a.status, a.scheduled_for FROM app_user u, article a WHERE u.id = ? AND a.id = ?`,
        [data.recipientId, data.articleId],
      );
      if (!row?.email) return { sent: false, reason: row ? 'no address' : 'gone' };
      const detail =
        row.status === 'scheduled' && row.scheduled_for
          ? `scheduled for ${publicationDateTime(new Date(row.scheduled_for), config.publication)}`
          : row.status.replace('_', ' ');
      const result = await mail.send({
        to: row.email,
        ...newsroomMail({
          event: data.event,
          title: row.title,
          actorName: data.actorName,
          detail,
          note: data.note,
          editUrl: `${config.publicUrl}/?admin=edit&article=${data.articleId}`,
        }),
      });
      logger.info(
        { articleId: data.articleId, recipientId: data.recipientId, event: data.event, via: result.via },
        'newsroom mail sent',
      );
      return { sent: true, via: result.via };
    }

    if (data.kind === 'digestTest') {
      const edition = await digestEdition(em, data.language);
      // The week's issue as subscribers get it (or would, made now).
      const body = await new DigestService(em, config, mailQueue).issueBody(data.week, now(), edition);
      const rendered = digestMail(
        { ...body, subject: `[Test] ${body.subject}` },
        `${config.publicUrl}/newsletter/unsubscribe`,
        edition.language,
      );
      const result = await mail.send({
        to: data.to,
        ...rendered,
        headers: { 'List-Unsubscribe': `<${config.publicUrl}/newsletter/unsubscribe>` },
      });
      return { sent: true, via: result.via };
    }

    if (data.kind === 'memberLink') {
      // Rendered from the row now: a link used, expired or deleted with its member is not sent.
      const link = await new MemberService(em, { config }).linkToSend(data.linkId);
      if (!link) return { sent: false, reason: 'link used, expired or gone' };
      const result = await mail.send({ to: link.email, ...memberLinkMail(link.url, link.language) });
      logger.info({ linkId: data.linkId, via: result.via }, 'member sign-in link sent');
      return { sent: true, via: result.via };
    }

    const [subscriber]: { email: string; status: string }[] = await em.execute(
      `SELECT email, status FROM subscriber WHERE id = ?`,
      [data.subscriberId],
    );

    if (data.kind === 'confirmation') {
      if (subscriber?.status !== 'pending') return { sent: false, reason: 'no longer pending' };
      // In the language of the edition they subscribed from, its pages the links' (ADR 0062).
      const edition = await subscriberMailEdition(em, data.subscriberId);
      const message: OutgoingMail = {
        to: subscriber.email,
        ...confirmationMail(
          newsletter.confirmUrl(data.subscriberId, edition),
          newsletter.unsubscribePageUrl(data.subscriberId, edition),
          edition.language,
        ),
        headers: oneClick(data.subscriberId),
      };
      const result = await mail.send(message);
      logger.info({ subscriberId: data.subscriberId, via: result.via }, 'confirmation mail sent');
      return { sent: true, via: result.via };
    }

    // digest: take the claim; a claim already `sending` or `sent` is never sent again.
    const edition = await digestEdition(em, data.language);
    const claim = [data.subscriberId, data.week, edition.language];
    const taken = await em.execute(
      `UPDATE digest_delivery SET status = 'sending', sending_at = now()
       WHERE subscriber_id = ? AND week = ? AND language = ? AND status = 'claimed' RETURNING week`,
      claim,
    );
    if (taken.length === 0) return { sent: false, reason: 'already sent or not claimed' };
    // Still reading this edition: one who left it since the claim (a large list takes a while to
    // send) gets no more of it, as one who unsubscribed gets nothing.
    const [reads]: unknown[] = await em.execute(`SELECT 1 FROM subscriber_edition WHERE subscriber_id = ? AND language = ?`, [
      data.subscriberId,
      edition.language,
    ]);
    if (subscriber?.status !== 'confirmed' || !reads) {
      // Unsubscribed (or left the edition) since the claim: they did not get this week's issue, so the claim goes.
      await em.execute(`DELETE FROM digest_delivery WHERE subscriber_id = ? AND week = ? AND language = ?`, claim);
      return { sent: false, reason: subscriber?.status === 'confirmed' ? 'left the edition' : 'not confirmed' };
    }
    let result: { via: string };
    try {
      const issue = await new DigestService(em, config, mailQueue).issue(data.week, edition.language);
      if (!issue) throw new Error(`No digest issue for ${data.week} (${edition.language})`);
      result = await mail.send({
        to: subscriber.email,
        ...digestMail(
          withForYou(
            issue,
            await forYouArticles(em, subscriber.email, now(), data.week, edition.language),
            config.publicUrl,
            edition,
          ),
          newsletter.unsubscribePageUrl(data.subscriberId, edition),
          edition.language,
          `${editionUrl(config.publicUrl, edition)}/account`,
        ),
        headers: oneClick(data.subscriberId),
      });
    } catch (error) {
      // Not sent (the issue could not be read, or the server refused it): the retry may send it.
      await em.execute(
        `UPDATE digest_delivery SET status = 'claimed' WHERE subscriber_id = ? AND week = ? AND language = ? AND status = 'sending'`,
        claim,
      );
      throw error;
    }
    // Sent: whatever fails from here on leaves the claim `sending`, which no retry sends again.
    await em.execute(
      `UPDATE digest_delivery SET status = 'sent', sent_at = now() WHERE subscriber_id = ? AND week = ? AND language = ?`,
      claim,
    );
    return { sent: true, via: result.via };
  },
});
