import type { EntityManager } from '@mikro-orm/postgresql';
import { checkPage } from '../../common/pagination';
import { Activity, ActivityAction } from './activity.entity';

export interface ActivityEntry {
  actor: { id: number; displayName: string } | null;
  action: ActivityAction;
  subjectId: number | null;
  subjectLabel: string;
  detail?: string | null;
}

/** The display name the log shows when the scheduler, not a person, published. */
export const SCHEDULER_ACTOR = 'Scheduler';
/** …and when a script (seed, CLI) made the change without a signed-in user. */
const SYSTEM_ACTOR = 'System';

export class ActivityService {
  constructor(private readonly em: EntityManager) {}

  /** Writes one entry with `em`, the transaction of the change it records. */
  static async record(em: EntityManager, entry: ActivityEntry): Promise<void> {
    await em.execute(
      `INSERT INTO activity (actor_id, actor_name, action, subject_id, subject_label, detail) VALUES (?, ?, ?, ?, ?, ?)`,
      [
        entry.actor?.id ?? null,
        entry.actor?.displayName ?? SYSTEM_ACTOR,
        entry.action,
        entry.subjectId,
        entry.subjectLabel,
        entry.detail ?? null,
      ],
    );
  }

  /** Newest first. */
  async list(limit: number, offset: number): Promise<Activity[]> {
    checkPage(limit, offset);
    return this.em.find(Activity, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset });
  }
}
