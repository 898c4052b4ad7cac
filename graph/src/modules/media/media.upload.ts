// POST /upload/media on graph: the one place an image enters the library, for the gateway (which
// forwards the browser's multipart body with its signed identity) and for integrators (bearer token).
// multipart/form-data with the image in `file` and its description in `alt`; answers
// {id, url, width, height, alt} or {error, code, field}.
import busboy from 'busboy';
import type { Request, RequestHandler } from 'express';
import type { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { badInput } from '../../common/errors';
import { withoutXmlIllegalChars } from '../../common/sanitize';
import { INTERNAL_HEADER, resolveIdentity } from '../../graphql/identity';
import type { GraphServices } from '../services';
import { assertCapability } from '../user/capabilities';
import { unauthenticated } from '../../common/errors';

export const MEDIA_UPLOAD_PATH = '/upload/media';
const STATUS: Record<string, number> = { BAD_USER_INPUT: 400, UNAUTHENTICATED: 401, FORBIDDEN: 403, PAYLOAD_TOO_LARGE: 413 };

interface Parsed {
  file?: { bytes: Buffer; name: string };
  alt: string;
  tooLarge: boolean;
}

function readMultipart(req: Request, maxBytes: number): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 5, fileSize: maxBytes, fieldSize: 4096 } });
    } catch {
      reject(badInput('file', 'Send the image as multipart/form-data with the field "file"'));
      return;
    }
    const parsed: Parsed = { alt: '', tooLarge: false };
    parser.on('file', (field, stream, info) => {
      if (field !== 'file') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        parsed.tooLarge = true;
      });
      stream.on('end', () => {
        parsed.file = { bytes: Buffer.concat(chunks), name: info.filename ?? '' };
      });
    });
    parser.on('field', (name, value) => {
      // Alt text is plain text readers get in pages: no characters XML forbids.
      if (name === 'alt') parsed.alt = withoutXmlIllegalChars(value);
    });
    parser.on('error', () => reject(badInput('file', 'The upload could not be read')));
    parser.on('close', () => resolve(parsed));
    req.pipe(parser);
  });
}

export function mediaUploadHandler(options: {
  services: () => GraphServices;
  internalSecret: string;
  maxBytes: number;
  log: Logger;
}): RequestHandler {
  return async (req, res) => {
    try {
      const services = options.services();
      const identity = await resolveIdentity(
        { internal: req.header(INTERNAL_HEADER), authorization: req.header('authorization'), socketIp: req.ip },
        options.internalSecret,
        services.users,
      );
      if (!identity.editor) throw unauthenticated();
      assertCapability(identity.editor, 'uploadMedia');
      const parsed = await readMultipart(req, options.maxBytes);
      if (parsed.tooLarge) {
        res.status(413).json({
          error: `The image must be at most ${Math.floor(options.maxBytes / 1024 / 1024)} MB`,
          code: 'PAYLOAD_TOO_LARGE',
          field: 'file',
        });
        return;
      }
      if (!parsed.file) throw badInput('file', 'Please choose an image to upload');
      const media = await services.media.upload(
        { bytes: parsed.file.bytes, originalName: parsed.file.name, alt: parsed.alt },
        identity.editor.id,
      );
      res.status(201).json({ id: media.id, url: media.url, width: media.width, height: media.height, alt: media.alt });
    } catch (error) {
      const code = (error as GraphQLError).extensions?.code;
      if (typeof code === 'string' && STATUS[code]) {
        const field = (error as GraphQLError).extensions?.field;
        res.status(STATUS[code]).json({ error: (error as Error).message, code, ...(field ? { field } : {}) });
        return;
      }
      options.log.error({ err: error }, 'media upload failed');
      res.status(500).json({ error: 'The upload failed; please try again', code: 'INTERNAL_SERVER_ERROR' });
    }
  };
}
