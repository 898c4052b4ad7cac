/**
 * Native share where the browser has it; otherwise copy the URL and say so (spec §2) with
 * `copiedMessage`, the catalog's 'Article URL copied to clipboard!' in the edition's language.
 */
export async function shareArticle(
  article: { title: string; excerpt?: string | null },
  url: string,
  copiedMessage: string,
): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: article.title, text: article.excerpt ?? undefined, url });
    } catch {
      // The reader closed the share sheet: nothing to report.
    }
    return;
  }
  await navigator.clipboard.writeText(url);
  window.alert(copiedMessage);
}
