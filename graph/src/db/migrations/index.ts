// Listed explicitly (not globbed) so the same list runs from src under jest and from dist.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000Initial } from './Migration20261121000000Initial';
import { Migration20261123010000ReadPathAtScale } from './Migration20261123010000ReadPathAtScale';
import { Migration20261123020000ContentChangeNotify } from './Migration20261123020000ContentChangeNotify';
import { Migration20261123030000JobOutbox } from './Migration20261123030000JobOutbox';
import { Migration20261123040000Editorial } from './Migration20261123040000Editorial';
import { Migration20261123040100Media } from './Migration20261123040100Media';
import { Migration20261123050000Audience } from './Migration20261123050000Audience';
import { Migration20261125010000ArticleWordCount } from './Migration20261125010000ArticleWordCount';
import { Migration20261125020000SearchAtScale } from './Migration20261125020000SearchAtScale';
import { Migration20261125030000RedrawThumbnails } from './Migration20261125030000RedrawThumbnails';
import { Migration20261126010000StaffCredentials } from './Migration20261126010000StaffCredentials';
import { Migration20261126020000PreviewLinksEndAtPublish } from './Migration20261126020000PreviewLinksEndAtPublish';
import { Migration20261126030000IdempotencyKeyPerUser } from './Migration20261126030000IdempotencyKeyPerUser';
import { Migration20261126050000Games } from './Migration20261126050000Games';
import { Migration20261126051000Reviews } from './Migration20261126051000Reviews';
import { Migration20261126052000Embargoes } from './Migration20261126052000Embargoes';
import { Migration20261126080000ReviewListingFacts } from './Migration20261126080000ReviewListingFacts';
import { Migration20261127140000Newsroom } from './Migration20261127140000Newsroom';
import { Migration20261127141000ArticleNotes } from './Migration20261127141000ArticleNotes';
import { Migration20261127142000Insights } from './Migration20261127142000Insights';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000Initial', class: Migration20261121000000Initial },
  { name: 'Migration20261123010000ReadPathAtScale', class: Migration20261123010000ReadPathAtScale },
  { name: 'Migration20261123020000ContentChangeNotify', class: Migration20261123020000ContentChangeNotify },
  { name: 'Migration20261123030000JobOutbox', class: Migration20261123030000JobOutbox },
  { name: 'Migration20261123040000Editorial', class: Migration20261123040000Editorial },
  { name: 'Migration20261123040100Media', class: Migration20261123040100Media },
  { name: 'Migration20261123050000Audience', class: Migration20261123050000Audience },
  { name: 'Migration20261125010000ArticleWordCount', class: Migration20261125010000ArticleWordCount },
  { name: 'Migration20261125020000SearchAtScale', class: Migration20261125020000SearchAtScale },
  { name: 'Migration20261125030000RedrawThumbnails', class: Migration20261125030000RedrawThumbnails },
  { name: 'Migration20261126010000StaffCredentials', class: Migration20261126010000StaffCredentials },
  { name: 'Migration20261126020000PreviewLinksEndAtPublish', class: Migration20261126020000PreviewLinksEndAtPublish },
  { name: 'Migration20261126030000IdempotencyKeyPerUser', class: Migration20261126030000IdempotencyKeyPerUser },
  { name: 'Migration20261126050000Games', class: Migration20261126050000Games },
  { name: 'Migration20261126051000Reviews', class: Migration20261126051000Reviews },
  { name: 'Migration20261126052000Embargoes', class: Migration20261126052000Embargoes },
  { name: 'Migration20261126080000ReviewListingFacts', class: Migration20261126080000ReviewListingFacts },
  { name: 'Migration20261127140000Newsroom', class: Migration20261127140000Newsroom },
  { name: 'Migration20261127141000ArticleNotes', class: Migration20261127141000ArticleNotes },
  { name: 'Migration20261127142000Insights', class: Migration20261127142000Insights },
];
