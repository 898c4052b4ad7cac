import { Resolver } from 'type-graphql';
import { taxonomyResolver } from '../taxonomy/taxonomy.resolver';
import { Tag } from './tag.entity';
import { TagInput, TagUpdateInput } from './tag.inputs';

@Resolver(() => Tag)
export class TagResolver extends taxonomyResolver({
  entity: Tag,
  createInput: TagInput,
  updateInput: TagUpdateInput,
  one: 'tag',
  many: 'tags',
  service: (ctx) => ctx.services.tags,
  articleCounts: (ctx) => ctx.loaders.tagArticleCount,
  describe: {
    create: 'Editors only. Names are unique, ignoring case.',
    update: 'Editors only. Changes the given fields.',
    delete: 'Editors only. Detaches the tag from its articles and deletes it.',
  },
}) {}
