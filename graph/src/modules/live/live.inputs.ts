// Lengths and HTML rules are checked by LiveService, naming the fields `content`, `note`, `live.status`…
import { Field, InputType } from 'type-graphql';
import { CorrectionKind, LiveStatus } from './live.entity';

@InputType({ description: 'Makes an article a live blog, or changes its status and times.' })
export class LiveInput {
  @Field(() => LiveStatus, { description: 'upcoming, live or ended (ended refuses new entries until reopened).' })
  status!: LiveStatus;

  @Field(() => Date, { nullable: true, description: 'When coverage starts; set to now when going live without one.' })
  startsAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When coverage ends; set to now when ending without one.' })
  endsAt?: Date | null;
}

@InputType({ description: 'A new live blog entry.' })
export class LiveEntryInput {
  @Field({ description: 'HTML (sanitised like article content; images and YouTube embeds kept), 1-20,000 characters.' })
  content!: string;

  @Field(() => Boolean, { nullable: true, description: 'Shown first. Default false.' })
  pinned?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Listed in the key events summary. Default false.' })
  keyEvent?: boolean | null;
}

@InputType({ description: 'Changes to a live blog entry: only the given fields change.' })
export class LiveEntryUpdateInput {
  @Field(() => String, { nullable: true, description: 'New HTML, 1-20,000 characters.' })
  content?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Shown first.' })
  pinned?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Listed in the key events summary.' })
  keyEvent?: boolean | null;
}

@InputType({ description: 'A correction or update note on a published article.' })
export class CorrectionInput {
  @Field(() => CorrectionKind, { description: 'correction or update.' })
  kind!: CorrectionKind;

  @Field({ description: 'Plain text, 1-1,000 characters.' })
  note!: string;
}
