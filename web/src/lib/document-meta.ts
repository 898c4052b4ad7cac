import { useEffect } from 'react';
import { useServerHead } from '../app/server-page';
import { PRODUCT_NAME } from '../config/constants';

const DEFAULT_DESCRIPTION = 'Savepoint: weekly gaming news, reviews, esports coverage and guides.';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Sets the tab title and meta description of the page being shown. On the server the same call
 * fills the served document's head (title, description, canonical and Open Graph tags).
 */
export function useDocumentMeta(title: string | null, description?: string | null): void {
  useServerHead(title, description);
  useEffect(() => {
    if (title === null) return;
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
    descriptionTag().content = description?.trim() || DEFAULT_DESCRIPTION;
  }, [title, description]);
}
