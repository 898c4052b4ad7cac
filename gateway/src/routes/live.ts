// Live blogs and corrections (issue 22). The push stream GET /api/articles/:id/live is not a row: it is
// served by gateway/src/live.
import {
  correctionBody,
  correctionParams,
  correctionsQuery,
  idParams,
  liveEntriesQuery,
  liveEntryBody,
  liveEntryParams,
  liveEntryUpdateBody,
  withoutNulls,
} from '../api/inputs';
import { type Route, route } from '../api/route-kit';
import { arrayOf, ref } from '../api/schemas';
import * as op from '../generated/graphql';
import { deleted, message } from './common';

export const liveRoutes: Route[] = [
  // The push stream GET /api/articles/:id/live is not a row: it is served by gateway/src/live.
  route({
    method: 'get',
    path: '/api/articles/:id/live-entries',
    guard: 'public',
    tag: 'Live',
    summary: "A live blog's entries, newest first",
    description:
      'after={entryId}: only newer entries. When the push stream is refused the page polls the newest 50 every 15 s (one URL ' +
      'for every reader, kept by the answer cache) and compares them with what it shows, so edits and deletions reach it too. ' +
      'limit 1-200, default 50. 404 for readers unless the article is a published live blog.',
    params: idParams,
    query: liveEntriesQuery,
    operation: op.LiveEntriesDocument,
    variables: ({ params, query }) => ({ articleId: params.id, after: query.after, limit: query.limit }),
    respond: (data) => data.liveEntries,
    response: arrayOf(ref('LiveEntry')),
  }),
  route({
    method: 'get',
    path: '/api/articles/:id/live-status',
    guard: 'public',
    tag: 'Live',
    summary: "A live blog's status and coverage times",
    description:
      'What a page polling live-entries also reads every 15 s, so a blog ended (or reopened) meanwhile shows it. ' +
      '404 for readers unless the article is a published live blog.',
    params: idParams,
    operation: op.LiveStatusDocument,
    variables: ({ params }) => ({ articleId: params.id }),
    respond: (data) => data.article?.live,
    notFound: 'Live blog not found',
    response: ref('ArticleLive'),
  }),
  route({
    method: 'post',
    path: '/api/articles/:id/live-entries',
    guard: 'editor',
    tag: 'Live',
    summary: 'Post a live blog entry',
    description:
      'Who may edit the article. content: HTML (sanitised), 1-20,000 characters. 409 once the blog has ended (reopen it with live.status live).',
    status: 201,
    params: idParams,
    body: liveEntryBody,
    operation: op.CreateLiveEntryDocument,
    variables: ({ params, body }) => ({ articleId: params.id, input: withoutNulls(body) }),
    respond: (data) => data.createLiveEntry,
    response: ref('LiveEntry'),
  }),
  route({
    method: 'put',
    path: '/api/articles/:id/live-entries/:entryId',
    guard: 'editor',
    tag: 'Live',
    summary: 'Edit a live blog entry (only the given fields change)',
    params: liveEntryParams,
    body: liveEntryUpdateBody,
    operation: op.UpdateLiveEntryDocument,
    variables: ({ params, body }) => ({ articleId: params.id, entryId: params.entryId, input: withoutNulls(body) }),
    respond: (data) => data.updateLiveEntry,
    response: ref('LiveEntry'),
  }),
  route({
    method: 'delete',
    path: '/api/articles/:id/live-entries/:entryId',
    guard: 'editor',
    tag: 'Live',
    summary: 'Delete a live blog entry',
    params: liveEntryParams,
    operation: op.DeleteLiveEntryDocument,
    variables: ({ params }) => ({ articleId: params.id, entryId: params.entryId }),
    respond: () => deleted('Entry'),
    response: message,
  }),
  route({
    method: 'post',
    path: '/api/articles/:id/corrections',
    guard: 'editor',
    tag: 'Live',
    summary: 'Add a correction or update note to a published article',
    description:
      'kind: correction or update; note: plain text, 1-1,000 characters. Moves the article’s dateModified, sitemap lastmod and feed date; sends the article.corrected webhook.',
    status: 201,
    params: idParams,
    body: correctionBody,
    operation: op.AddCorrectionDocument,
    variables: ({ params, body }) => ({ articleId: params.id, input: body }),
    respond: (data) => data.addCorrection,
    response: ref('Correction'),
  }),
  route({
    method: 'delete',
    path: '/api/articles/:id/corrections/:correctionId',
    guard: 'editor',
    tag: 'Live',
    summary: 'Remove a correction (admins only; recorded in the activity log)',
    params: correctionParams,
    operation: op.DeleteCorrectionDocument,
    variables: ({ params }) => ({ articleId: params.id, correctionId: params.correctionId }),
    respond: () => deleted('Correction'),
    response: message,
  }),
  route({
    method: 'get',
    path: '/api/corrections',
    guard: 'public',
    tag: 'Live',
    summary: "Every correction and update on one edition's articles, newest first",
    query: correctionsQuery,
    operation: op.CorrectionsDocument,
    variables: ({ query }) => ({ limit: query.limit ?? 20, offset: query.offset ?? 0, language: query.language }),
    respond: (data) => data.corrections,
    response: {
      type: 'object',
      properties: { corrections: arrayOf(ref('Correction')), totalCount: { type: 'integer' } },
      required: ['corrections', 'totalCount'],
    },
  }),
];
