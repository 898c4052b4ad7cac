// The media library (issue 12): uploads go to graph as a stream; graph alone judges the file.
import { idParams, mediaQuery } from '../api/inputs';
import { type Route, route } from '../api/route-kit';
import { arrayOf, ref } from '../api/schemas';
import { badInput, HttpError, isErrorCode } from '../errors';
import * as op from '../generated/graphql';
import { deleted, message } from './common';

/** graph's JSON refusal of an upload as the gateway's error (same code, message and field). */
function uploadRefusal(body: unknown): HttpError {
  const { error, code, field } = (body ?? {}) as { error?: string; code?: string; field?: string };
  return new HttpError(code && isErrorCode(code) ? code : 'BAD_GATEWAY', error ?? 'The upload failed', field);
}

export const mediaRoutes: Route[] = [
  route({
    method: 'post',
    path: '/api/media',
    guard: 'editor',
    tag: 'Media',
    summary: 'Upload an image (multipart: file, alt)',
    status: 201,
    description:
      'Checked by content, not name (400 for a non-image); re-encoded to WebP without metadata; 413 over the size limit (MEDIA_UPLOAD_MAX_MB), 400 over the pixel limit. Served at the answered url (/media/library/…, ?w= for narrower copies).',
    operationName: 'graph POST /upload/media',
    response: ref('Media'),
    form: {
      type: 'object',
      properties: {
        file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The image (JPEG, PNG, WebP, GIF…)' },
        alt: { type: 'string', description: 'What the image shows, for readers who cannot see it' },
      },
      required: ['file'],
    },
    handler: async ({ req, graphUpload }) => {
      if (!req.is('multipart/form-data'))
        throw badInput('file', 'Send the image as multipart/form-data with the fields "file" and "alt"');
      // graph alone judges the file; its refusals pass through with their code and field.
      const answer = await graphUpload('/upload/media');
      if (answer.status >= 400) throw uploadRefusal(answer.body);
      return answer.body;
    },
  }),
  route({
    method: 'get',
    path: '/api/media',
    guard: 'editor',
    tag: 'Media',
    summary: 'The media library, newest first (search matches alt text and file name)',
    query: mediaQuery,
    operation: op.MediaLibraryDocument,
    variables: ({ query }) => ({ search: query.search, limit: query.limit ?? 40, offset: query.offset ?? 0 }),
    respond: (data) => data.mediaLibrary,
    response: { type: 'object', properties: { items: arrayOf(ref('Media')), totalCount: { type: 'integer' } } },
  }),
  route({
    method: 'delete',
    path: '/api/media/:id',
    guard: 'editor',
    tag: 'Media',
    summary: 'Delete an image (409 while an article uses it)',
    params: idParams,
    operation: op.DeleteMediaDocument,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => deleted('Image'),
    response: message,
  }),
];
