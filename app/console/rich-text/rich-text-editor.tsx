/**
 * A reusable rich-text field for console forms (decision 0025). With JavaScript it is a TipTap
 * editor whose JSON document goes into a hidden input `name`; the server renders and sanitizes the
 * HTML from that document. Before the editor starts (or without JavaScript) the field is a plain
 * textarea of HTML named `htmlName`, which the server sanitizes instead, so the form always works.
 * Console-only: public pages never import this module (tests/e2e/console-code-split.test.ts).
 */
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { useState } from "react";
import type { RichTextDoc } from "#domain/rich-text.ts";
import { richTextExtensions } from "./extensions.ts";
import { Toolbar } from "./toolbar.tsx";

export interface RichTextEditorProps {
  /** The hidden input carrying the document as JSON. */
  name: string;
  /** The textarea of HTML used before the editor starts, or without JavaScript. */
  htmlName: string;
  label: string;
  initialDoc: RichTextDoc | null;
  initialHtml: string;
  error?: string;
  hint?: string;
}

export function RichTextEditor({ name, htmlName, label, initialDoc, initialHtml, error, hint }: RichTextEditorProps) {
  // A Conform name's rows (`sections[0].body_doc`) as dots: the ids read as they did before (decision 0072).
  const id = `f-${name.replace(/\[(\d+)\]/g, ".$1")}`;
  const [json, setJson] = useState(() => (initialDoc ? JSON.stringify(initialDoc) : ""));
  const [message, setMessage] = useState("");
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const editor = useEditor({
    extensions: richTextExtensions,
    content: initialDoc ?? initialHtml,
    // Server rendering shows the textarea; the editor takes over in the browser.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: `${id}-editor`,
        class: "c-rte-content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(described ? { "aria-describedby": described } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
      },
    },
    onCreate: ({ editor: e }) => setJson(JSON.stringify(e.getJSON())),
    onUpdate: ({ editor: e }) => setJson(JSON.stringify(e.getJSON())),
  });
  // Re-render on selection changes so the toolbar's pressed states follow the cursor.
  useEditorState({ editor, selector: (ctx) => ctx.editor?.state.selection });

  return (
    <div className="c-field c-rte" data-testid="rich-text">
      <label id={`${id}-label`} htmlFor={editor ? `${id}-editor` : id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="c-hint">
          {hint}
        </p>
      ) : null}
      {editor ? (
        <>
          <Toolbar editor={editor} onMessage={setMessage} />
          <EditorContent editor={editor} />
          <input type="hidden" name={name} value={json} />
        </>
      ) : (
        <textarea id={id} name={htmlName} className="c-textarea" rows={12} defaultValue={initialHtml} aria-describedby={described} aria-invalid={error ? true : undefined} />
      )}
      <p className="c-small c-muted" role="status" aria-live="polite" data-testid="rich-text-message">
        {message}
      </p>
      {error ? (
        <p id={`${id}-error`} className="c-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
