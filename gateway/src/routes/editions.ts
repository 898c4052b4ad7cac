// Editions and translations (issue 46): readers list the editions; admins add and change them; staff
// start a translation of an article, a draft linked into its translation group.
import { editionCreateBody, editionUpdateBody, idParams, languageParams, translationBody, withoutNulls } from '../api/inputs';
import { type Route, route } from '../api/route-kit';
import { arrayOf, ref, toRestArticle } from '../api/schemas';
import * as op from '../generated/graphql';

export const editionRoutes: Route[] = [
  route({
    method: 'get',
    path: '/api/editions',
    guard: 'public',
    tag: 'Editions',
    summary: "The publication's editions, the default (at /) first",
    operation: op.EditionsDocument,
    variables: () => ({}),
    respond: (data) => data.editions,
    response: arrayOf(ref('Edition')),
  }),
  route({
    method: 'post',
    path: '/api/editions',
    guard: 'editor',
    tag: 'Editions',
    summary: 'Add an edition (admins)',
    status: 201,
    description:
      'language: a BCP 47 tag (stored canonical: pt-br → pt-BR). urlPrefix defaults to the lowercased tag. searchConfig: one of PostgreSQL pg_ts_config (default simple). 409 when the language or prefix is taken.',
    body: editionCreateBody,
    operation: op.CreateEditionDocument,
    variables: ({ body }) => ({ input: withoutNulls(body) }),
    respond: (data) => data.createEdition,
    response: ref('Edition'),
  }),
  route({
    method: 'put',
    path: '/api/editions/:language',
    guard: 'editor',
    tag: 'Editions',
    summary: "Change an edition's name, prefix, search configuration or direction (admins)",
    params: languageParams,
    body: editionUpdateBody,
    operation: op.UpdateEditionDocument,
    variables: ({ params, body }) => ({ language: params.language, input: withoutNulls(body) }),
    respond: (data) => data.updateEdition,
    response: ref('Edition'),
  }),
  route({
    method: 'get',
    path: '/api/articles/:id/translations',
    guard: 'public',
    tag: 'Editions',
    summary: "An article's translations (readers: published ones; staff: every status)",
    params: idParams,
    operation: op.ArticleTranslationsDocument,
    variables: ({ params }) => ({ id: params.id }),
    respond: (data) => data.article,
    notFound: 'Article not found',
    response: ref('ArticleTranslations'),
  }),
  route({
    method: 'get',
    path: '/api/translation-modes',
    guard: 'editor',
    tag: 'Editions',
    summary: 'How a translation can start (copy, ai), each with whether it is available now and why not',
    operation: op.TranslationModesDocument,
    variables: () => ({}),
    respond: (data) => data.translationModes,
    response: arrayOf({
      type: 'object',
      required: ['mode', 'available', 'unavailableReason'],
      properties: {
        mode: { type: 'string', enum: ['copy', 'ai'] },
        available: { type: 'boolean' },
        unavailableReason: { type: ['string', 'null'] },
      },
    }),
  }),
  route({
    method: 'post',
    path: '/api/articles/:id/translations',
    guard: 'editor',
    tag: 'Editions',
    summary: 'Start a translation: a draft in another edition, linked to the article',
    status: 201,
    description:
      "mode copy (default) copies the text to translate by hand; ai asks the configured model (400 naming mode without OPENAI_API_KEY). A review's translation shares its game, score, platforms and embargo. 400 naming language for an unknown language or the article's own; 409 when the group has that language already.",
    params: idParams,
    body: translationBody,
    operation: op.TranslateArticleDocument,
    variables: ({ params, body }) => ({ id: params.id, language: body.language, mode: body.mode }),
    respond: (data) => toRestArticle(data.translateArticle),
    response: ref('Article'),
  }),
];
