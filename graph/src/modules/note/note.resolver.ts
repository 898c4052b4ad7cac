import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { type GraphContext, requireEditor } from '../../graphql/context';
import { NoteService } from './note.service';
import { ArticleNote, ArticleNoteInput, ArticleNoteUpdateInput } from './note.types';

const notes = (ctx: GraphContext) => new NoteService(ctx.em, ctx.jobs?.mail);

@Resolver(() => ArticleNote)
export class NoteResolver {
  @Authorized()
  @Query(() => [ArticleNote], { description: 'Staff only: the notes on an article, each thread’s first note then its replies.' })
  articleNotes(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'Article id.' }) articleId: number,
  ): Promise<ArticleNote[]> {
    return notes(ctx).list(requireEditor(ctx), articleId);
  }

  @Authorized()
  @Mutation(() => ArticleNote, { description: 'Staff only: a note on an article; @username mentions are mailed.' })
  createArticleNote(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'Article id.' }) articleId: number,
    @Arg('input', () => ArticleNoteInput, { description: 'The note.' }) input: ArticleNoteInput,
  ): Promise<ArticleNote> {
    return notes(ctx).create(requireEditor(ctx), articleId, input);
  }

  @Authorized()
  @Mutation(() => ArticleNote, { description: 'Its writer (or editors) change the text; any staff resolves or reopens.' })
  updateArticleNote(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Note id.' }) id: number,
    @Arg('input', () => ArticleNoteUpdateInput, { description: 'What changes.' }) input: ArticleNoteUpdateInput,
  ): Promise<ArticleNote> {
    return notes(ctx).update(requireEditor(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Its writer (or editors): deletes the note and its replies.' })
  deleteArticleNote(@Ctx() ctx: GraphContext, @Arg('id', () => Int, { description: 'Note id.' }) id: number): Promise<boolean> {
    return notes(ctx).delete(requireEditor(ctx), id);
  }
}
