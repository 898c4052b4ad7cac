const SHARE_COPIED_MESSAGE = 'Article URL copied to clipboard!';

/** Native share where the browser has it; otherwise copy the URL and say so (spec §2). */
export async function shareArticle(article: { title: string; excerpt?: string | null }, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: article.title, text: article.excerpt ?? undefined, url });
    } catch {
      // The reader closed the share sheet: nothing to report.
    }
    return;
  }
  await navigator.clipboard.writeText(url);
  window.alert(SHARE_COPIED_MESSAGE);
}
