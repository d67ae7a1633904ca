/**
 * Long-form HTML from the API (destination descriptions, story content). The
 * server has already sanitised it with an allowlist (SPEC §3), so it is safe
 * to inject; this component only gives it readable typography. Plain text (a description written
 * before rich text existed) comes as `children`, which React escapes.
 */
export function RichText({ html, className = "", children }: { html?: string; className?: string; children?: React.ReactNode }) {
  return (
    <div
      className={`rich-text max-w-none text-[1.0625rem] leading-8 text-stone-800
        [&_a]:font-medium [&_a]:text-acacia-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-acacia-900
        [&_blockquote]:my-6 [&_blockquote]:border-s-4 [&_blockquote]:border-savanna-500 [&_blockquote]:bg-savanna-100/50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:font-display [&_blockquote]:text-xl [&_blockquote]:italic
        [&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-earth-900
        [&_h3]:mb-2 [&_h3]:mt-8 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-earth-900
        [&_h4]:mb-2 [&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-earth-900
        [&_img]:my-6 [&_img]:rounded-xl
        [&_li]:my-1.5 [&_li]:ps-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_li::marker]:text-savanna-600
        [&_p]:my-4 [&>*:first-child]:mt-0
        [&_strong]:font-semibold [&_strong]:text-earth-900
        [&_table]:my-6 [&_table]:w-full [&_table]:text-start [&_td]:border-b [&_td]:border-stone-200 [&_td]:py-2 [&_th]:border-b-2 [&_th]:border-stone-300 [&_th]:py-2
        ${className}`}
      {...(html !== undefined ? { dangerouslySetInnerHTML: { __html: html } } : { children })}
    />
  );
}
