/** A rich-text field of a site page form, its document read from the form's JSON text. */
import { useMemo } from "react";
import type { RichTextDoc } from "#domain/rich-text.ts";
import { RichTextEditor } from "../rich-text/rich-text-editor.tsx";

export function RichTextField(props: { name: string; htmlName: string; label: string; values: Record<string, string>; errors: Record<string, string>; hint?: string }) {
  const json = props.values[props.name];
  const initialDoc = useMemo<RichTextDoc | null>(() => {
    try {
      return json ? (JSON.parse(json) as RichTextDoc) : null;
    } catch {
      return null;
    }
  }, [json]);
  return (
    <RichTextEditor
      name={props.name}
      htmlName={props.htmlName}
      label={props.label}
      hint={props.hint}
      initialDoc={initialDoc}
      initialHtml={props.values[props.htmlName] ?? ""}
      error={props.errors[props.name] ?? props.errors[props.htmlName]}
    />
  );
}
