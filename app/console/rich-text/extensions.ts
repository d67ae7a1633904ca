/**
 * The rich-text editor's schema (decision 0025): exactly the nodes and marks domain/rich-text.ts
 * allows. TipTap parses typed and pasted HTML into this schema, so whatever Word or Google Docs put
 * on the clipboard (styles, <o:p>, spans, classes, images, scripts) that has no place in it is
 * dropped before it is ever part of the document.
 */
import { Node } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { imageUrl, isImageKey, siteVariantKey } from "#domain/images.ts";
import { isSafeHref } from "#domain/rich-text.ts";

/**
 * A media library image (decision 0025, "Images"): the document holds its key and alt text, never
 * a URL; the server builds the URLs. Only images of this site's own pipeline with alt text are
 * parsed from HTML (an editor's earlier HTML, a copy inside the editor); pasted images from
 * anywhere else (files, other hosts, data: URLs, SVG) are dropped.
 */
export const LibraryImage = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      key: { default: null, rendered: false },
      alt: { default: "", rendered: false },
    };
  },
  parseHTML() {
    return [
      {
        tag: "img[src]",
        getAttrs: (el) => {
          const key = el.getAttribute("data-key") || siteVariantKey(el.getAttribute("src"));
          const alt = (el.getAttribute("alt") ?? "").trim();
          return key && isImageKey(key) && alt ? { key, alt } : false;
        },
      },
    ];
  },
  renderHTML({ node }) {
    const key = String(node.attrs.key ?? "");
    return ["img", { src: isImageKey(key) ? imageUrl(key, 480, "webp") : "", alt: node.attrs.alt, "data-key": key, width: 1600, height: 1000, class: "c-rte-image" }];
  },
});

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
  LibraryImage,
];
