/**
 * The rich-text editor's schema (decision 0025): exactly the nodes and marks domain/rich-text.ts
 * allows. TipTap parses typed and pasted HTML into this schema, so whatever Word or Google Docs put
 * on the clipboard (styles, <o:p>, spans, classes, images, scripts) that has no place in it is
 * dropped before it is ever part of the document.
 */
import StarterKit from "@tiptap/starter-kit";
import { isSafeHref } from "#domain/rich-text.ts";

export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["mailto", "tel"],
      // The server refuses the same links; here they never enter the document at all.
      isAllowedUri: (url) => isSafeHref(url),
      HTMLAttributes: { rel: "noopener noreferrer", target: null },
    },
  }),
];
