// Uploads go to the gateway's multipart REST route (graph checks type, size and pixels); the library
// itself is read through GraphQL (operations/media/media-library.graphql).
export interface UploadedMedia {
  id: number;
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Resolves to the stored image, or rejects with the server's sentence (e.g. "The file is not an image…"). */
export async function uploadMedia(file: File, alt: string): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file, file.name);
  const res = await fetch('/api/media', { method: 'POST', body: form, credentials: 'include' });
  const body = (await res.json().catch(() => ({}))) as Partial<UploadedMedia> & { error?: string };
  if (!res.ok) throw new Error(body.error ?? `Upload failed (${res.status})`);
  return body as UploadedMedia;
}
