import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors';
import { checkPage } from '../../common/pagination';
import { checkHost, PrivateAddressError } from './network-guard';

const WEBHOOK_EVENTS = [
  'article.published',
  'article.updated',
  'article.unpublished',
  'article.deleted',
  'article.corrected',
] as const;

export interface WebhookRow {
  id: number;
  url: string;
  events: string[];
  createdAt: Date;
}

interface WebhookAttemptRow {
  attempt: number;
  attemptedAt: Date;
  responseStatus: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDeliveryRow {
  id: string;
  webhookId: number;
  url: string;
  event: string;
  status: string;
  attempts: number;
  createdAt: Date;
  deliveredAt: Date | null;
  attemptLog: WebhookAttemptRow[];
}

export class WebhookService {
  constructor(
    private readonly em: EntityManager,
    private readonly allowPrivateNetworks: boolean,
  ) {}

  /** Registers a webhook; the secret is shown this once (Standard Webhooks `whsec_` form). */
  async create(rawUrl: string, events: string[], userId: number | null): Promise<WebhookRow & { secret: string }> {
    const url = await this.checkUrl(rawUrl);
    const unique = [...new Set(events.map((e) => e.trim()))];
    if (unique.length === 0) throw badInput('events', `Choose at least one event: ${WEBHOOK_EVENTS.join(', ')}`);
    const unknown = unique.filter((e) => !(WEBHOOK_EVENTS as readonly string[]).includes(e));
    if (unknown.length) throw badInput('events', `Unknown event "${unknown[0]}"; events are ${WEBHOOK_EVENTS.join(', ')}`);
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const [row]: WebhookDbRow[] = await this.em.execute(
      `INSERT INTO webhook (url, events, secret, created_by) VALUES (?, ?, ?, ?) RETURNING id, url, events, created_at`,
      [url, `{${unique.join(',')}}`, secret, userId],
    );
    return { ...toWebhook(row), secret };
  }

  async list(): Promise<WebhookRow[]> {
    const rows: WebhookDbRow[] = await this.em.execute(`SELECT id, url, events, created_at FROM webhook ORDER BY id`);
    return rows.map(toWebhook);
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.em.execute(`DELETE FROM webhook WHERE id = ? RETURNING id`, [id]);
    if (rows.length === 0) throw notFound(`No webhook with id ${id}`);
    return true;
  }

  /** The newest deliveries (of one webhook, or all) with every attempt, for the admin log. */
  async deliveries(webhookId: number | null | undefined, limit: number): Promise<WebhookDeliveryRow[]> {
    checkPage(limit, 0, 200);
    const rows: {
      id: string;
      webhook_id: number;
      url: string;
      event: string;
      status: string;
      attempts: number;
      created_at: string | Date;
      delivered_at: string | Date | null;
      attempt_log: (Omit<WebhookAttemptRow, 'attemptedAt'> & { attemptedAt: string })[];
    }[] = await this.em.execute(
      `SELECT d.id, d.webhook_id, w.url, d.event, d.status, d.attempts, d.created_at, d.delivered_at,
              coalesce(json_agg(json_build_object('attempt', t.attempt, 'attemptedAt', t.attempted_at, 'responseStatus', t.response_status,
                'error', t.error, 'durationMs', t.duration_ms) ORDER BY t.attempt) FILTER (WHERE t.id IS NOT NULL), '[]') AS attempt_log
       FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id
       LEFT JOIN webhook_attempt t ON t.delivery_id = d.id
       ${webhookId != null ? 'WHERE d.webhook_id = ?' : ''}
       GROUP BY d.id, w.url ORDER BY d.created_at DESC, d.id LIMIT ?`,
      webhookId != null ? [webhookId, limit] : [limit],
    );
    return rows.map((r) => ({
      id: r.id,
      webhookId: r.webhook_id,
      url: r.url,
      event: r.event,
      status: r.status,
      attempts: r.attempts,
      createdAt: new Date(r.created_at),
      deliveredAt: r.delivered_at ? new Date(r.delivered_at) : null,
      attemptLog: r.attempt_log.map((a) => ({ ...a, attemptedAt: new Date(a.attemptedAt) })),
    }));
  }

  private async checkUrl(raw: string): Promise<string> {
    const value = raw.trim();
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw badInput('url', 'Please enter a valid URL (https://…)');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw badInput('url', 'Webhook URLs must start with http:// or https://');
    if (value.length > 2000) throw badInput('url', 'Webhook URLs may be at most 2000 characters');
    if (url.username || url.password) throw badInput('url', 'Webhook URLs must not contain a user name or password');
    try {
      await checkHost(url.hostname, this.allowPrivateNetworks);
    } catch (error) {
      if (error instanceof PrivateAddressError) throw badInput('url', error.message);
      throw badInput('url', `The host "${url.hostname}" could not be resolved`);
    }
    return url.toString();
  }
}

interface WebhookDbRow {
  id: number;
  url: string;
  events: string[];
  created_at: string | Date;
}

function toWebhook(row: WebhookDbRow): WebhookRow {
  return { id: row.id, url: row.url, events: row.events, createdAt: new Date(row.created_at) };
}
