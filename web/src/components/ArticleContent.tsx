/** The article's HTML, already sanitized by the graph before it was stored, at a reading measure of ~70 characters. */
export function ArticleContent({ html }: { html: string }) {
  return <div data-testid="article-content" className="article-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
