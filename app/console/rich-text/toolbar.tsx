/**
 * The editor's toolbar: one labelled button per action, `aria-pressed` for marks that are on, and
 * the arrow keys moving between buttons (one tab stop, as a toolbar should be). "Image" opens the
 * media picker (decision 0028) and inserts the chosen library image by key with its alt text.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { Editor } from "@tiptap/react";
import { isSafeHref } from "#domain/rich-text.ts";
import { MediaPicker, type PickedImage } from "../media/media-picker.tsx";

interface Action {
  label: string;
  text: string;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

const ACTIONS: Action[] = [
  { label: "Heading", text: "H2", active: (e) => e.isActive("heading", { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: "Subheading", text: "H3", active: (e) => e.isActive("heading", { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: "Bold", text: "B", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { label: "Italic", text: "I", active: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: "Bulleted list", text: "• List", active: (e) => e.isActive("bulletList"), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: "Numbered list", text: "1. List", active: (e) => e.isActive("orderedList"), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: "Quote", text: "Quote", active: (e) => e.isActive("blockquote"), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

export function Toolbar({ editor, onMessage }: { editor: Editor; onMessage: (message: string) => void }) {
  const bar = useRef<HTMLDivElement>(null);
  const [picking, setPicking] = useState(false);
  const inserted = useRef(false);

  // The closing dialog hands focus back to the Image button; after an insert, the text takes it.
  // (The picker's effect closes the dialog before this parent effect runs.)
  useEffect(() => {
    if (picking || !inserted.current) return;
    inserted.current = false;
    editor.commands.focus();
  }, [picking, editor]);

  const insertImage = (image: PickedImage) => {
    inserted.current = true;
    editor
      .chain()
      .focus()
      .insertContent({ type: "image", attrs: { key: image.key, alt: image.alt_text } })
      .run();
    onMessage(`Image added: ${image.alt_text}`);
  };

  const editLink = () => {
    const current = (editor.getAttributes("link").href as string | undefined) ?? "";
    const answer = window.prompt("Link address (https://…, mailto:…, tel:… or /page). Leave empty to remove the link.", current);
    if (answer === null) return;
    const href = answer.trim();
    if (!href) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      onMessage("Link removed.");
      return;
    }
    if (!isSafeHref(href)) {
      onMessage("That link was not added: links must start with https://, http://, mailto:, tel: or /.");
      editor.commands.focus();
      return;
    }
    if (editor.state.selection.empty && !editor.isActive("link")) {
      editor.chain().focus().insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    }
    onMessage("Link added.");
  };

  // Roving focus: arrows, Home and End move between buttons; Tab leaves the toolbar.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = buttons[(next + buttons.length) % buttons.length]!;
    buttons.forEach((b) => (b.tabIndex = b === target ? 0 : -1));
    target.focus();
  };

  return (
    <div ref={bar} role="toolbar" aria-label="Text formatting" className="c-rte-toolbar" onKeyDown={onKeyDown}>
      {ACTIONS.map((action, i) => (
        <button
          key={action.label}
          type="button"
          className="c-rte-button"
          tabIndex={i === 0 ? 0 : -1}
          aria-label={action.label}
          title={action.label}
          aria-pressed={action.active(editor)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => action.run(editor)}
        >
          {action.text}
        </button>
      ))}
      <button
        type="button"
        className="c-rte-button"
        tabIndex={-1}
        aria-label="Link"
        title="Link"
        aria-pressed={editor.isActive("link")}
        onMouseDown={(e) => e.preventDefault()}
        onClick={editLink}
      >
        Link
      </button>
      <button
        type="button"
        className="c-rte-button"
        tabIndex={-1}
        aria-label="Image from the media library"
        title="Image from the media library"
        aria-haspopup="dialog"
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => setPicking(true)}
      >
        Image
      </button>
      <MediaPicker open={picking} title="Choose an image for the text" onClose={() => setPicking(false)} onChoose={insertImage} />
    </div>
  );
}
