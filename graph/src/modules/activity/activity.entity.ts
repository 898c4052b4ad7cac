import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ActivityAction {
  articlePublished = 'article.published',
  articleScheduled = 'article.scheduled',
  articleDeleted = 'article.deleted',
  /** Detail: "old → new" embargo times (ISO, or "none"). */
  articleEmbargoChanged = 'article.embargo_changed',
  /** Detail: the removed note ("correction: …"). */
  correctionDeleted = 'article.correction_deleted',
  /** The newsroom (issue 24): detail is the writer's or editor's note, when one was given. */
  articleSubmitted = 'article.submitted',
  /** Detail: "published" or the scheduled time. */
  articleApproved = 'article.approved',
  articleChangesRequested = 'article.changes_requested',
  /** Detail: e.g. "authors need review: on". */
  newsroomSettingsChanged = 'newsroom.settings_changed',
  userCreated = 'user.created',
  userRoleChanged = 'user.role_changed',
  userDeleted = 'user.deleted',
}
registerEnumType(ActivityAction, { name: 'ActivityAction', description: 'What happened.' });

/** One line of the admins' activity log; written in the transaction of the change it records. */
@Entity({ tableName: 'activity' })
@ObjectType({ description: 'Who published, scheduled, deleted or changed roles, and when.' })
export class Activity {
  @PrimaryKey({ type: 'integer' })
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'The user who did it; null for the scheduler or a deleted account.' })
  actorId?: number | null;

  @Property({ type: 'text' })
  @Field({ description: 'Their display name at the time ("Scheduler" for scheduled publishing).' })
  actorName!: string;

  @Property({ type: 'text' })
  @Field(() => ActivityAction, { description: 'What happened.' })
  action!: ActivityAction;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'The article or user id it happened to.' })
  subjectId?: number | null;

  @Property({ type: 'text' })
  @Field({ description: 'The article title or username at the time.' })
  subjectLabel!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'E.g. "author → editor" or the scheduled time.' })
  detail?: string | null;

  @Property({ type: 'datetime' })
  @Field(() => Date, { description: 'When.' })
  createdAt!: Date;
}
