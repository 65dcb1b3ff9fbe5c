/** HTML produced by `renderMarkdown` on the server (already sanitised). */
export function MarkdownBody({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
