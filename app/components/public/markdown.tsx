/** HTML produced by `renderMarkdown` on the server (already sanitised). */
export function MarkdownBody({ html, className = "" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from renderMarkdown, which sanitises it (rehype-sanitize)
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
