import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'subscriber' })
export class Subscriber {
  [OptionalProps]?: 'createdAt' | 'status';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string' })
  email!: string;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  /** pending until confirmed (double opt-in), or unsubscribed; a CHECK in the database. */
  @Property({ type: 'string', default: 'pending' })
  status: 'pending' | 'confirmed' | 'unsubscribed' = 'pending';

  @Property({ type: 'datetime', nullable: true })
  confirmedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  unsubscribedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  confirmationSentAt?: Date | null;
}
