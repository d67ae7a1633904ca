// @vitest-environment happy-dom
/**
 * What the editor keeps of clipboard HTML: TipTap parses pasted HTML through the same schema
 * (generateJSON here), so Word's and Google Docs' styling, wrappers and anything hostile are gone
 * before the document is ever stored; the server's renderer and sanitizer see only that document.
 */
import { generateJSON } from "@tiptap/react";
import { describe, expect, it } from "vitest";
import { renderRichText, richTextDocSchema } from "#domain/rich-text.ts";
import { richTextExtensions } from "./extensions.ts";

// Shortened from what Word for Windows puts on the clipboard.
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=ProgId content=Word.Document><style><!-- p.MsoNormal {mso-style-parent:""; font-family:"Calibri",sans-serif;} --></style></head>
<body lang=EN-GB style='tab-interval:36.0pt'><!--StartFragment-->
<h1 style='mso-margin-top-alt:auto'><span style='font-family:"Georgia",serif;mso-fareast-font-family:"Times New Roman"'>Our week in Samburu<o:p></o:p></span></h1>
<p class=MsoNormal style='margin-bottom:0cm;line-height:normal'><b><span style='font-size:12.0pt;color:#C00000'>Reticulated giraffe</span></b><span style='font-size:12.0pt'> at dawn, <i>truly</i> unforgettable.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Binoculars<o:p></o:p></p>
<ul style='margin-top:0cm' type=disc><li class=MsoNormal style='mso-list:l1 level1 lfo2'><span style='font-family:"Calibri"'>Sun hat</span></li></ul>
<p class=MsoNormal><a href="https://www.example.com/samburu" style='color:blue;mso-themecolor:hyperlink'>Samburu guide</a> <a href="javascript:alert(document.cookie)">click</a><o:p></o:p></p>
<p class=MsoNormal><img width=200 src="file:///C:/Users/x/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png" onerror="alert(1)"><o:p>&nbsp;</o:p></p>
<!--EndFragment--></body></html>`;

// Shortened from what Google Docs puts on the clipboard: the whole selection in a <b> that is not bold.
const DOCS_HTML = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-3f1c2a7b-7fff-1a2b-9c3d-112233445566">
<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;">Packing for the Mara</span></h2>
<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;">Layers</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;"> for cold mornings.</span></p>
<ol style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:decimal;font-size:11pt;" aria-level="1"><p dir="ltr" role="presentation" style="line-height:1.38;"><span style="font-size:11pt;">Fleece</span></p></li></ol>
<iframe srcdoc="<p>framed</p>"></iframe><svg onload="alert(1)"><script>alert(2)</script></svg><script>alert(3)</script>
</b><br class="Apple-interchange-newline">`;

function pasted(html: string) {
  const json = generateJSON(html, richTextExtensions);
  // The document the editor makes passes the server's schema as it is.
  const parsed = richTextDocSchema.parse(json);
  return renderRichText(parsed);
}

describe("pasting from Word and Google Docs", () => {
  it("keeps Word's structure (heading, bold, italic, list, link) and drops its styles, <o:p>, images and script links", () => {
    const html = pasted(WORD_HTML);
    expect(html).toContain("Our week in Samburu");
    expect(html).toContain("<strong>Reticulated giraffe</strong>");
    expect(html).toContain("<em>truly</em>");
    expect(html).toContain("<ul><li><p>Sun hat</p></li></ul>");
    expect(html).toContain('<a href="https://www.example.com/samburu">Samburu guide</a>');
    expect(html).not.toMatch(/style=|class=|mso-|<o:p|<span|<img|javascript:|onerror|file:|<h1/i);
  });

  it("unwraps Google Docs' not-bold <b> wrapper and keeps real bold, headings and lists", () => {
    const html = pasted(DOCS_HTML);
    expect(html).toContain("<h2>Packing for the Mara</h2>");
    expect(html).toContain("<strong>Layers</strong> for cold mornings.");
    expect(html).toContain("<ol><li><p>Fleece</p></li></ol>");
    // The wrapper did not make everything bold.
    expect(html).not.toMatch(/<strong>Packing|<strong> for cold/);
    expect(html).not.toMatch(/docs-internal-guid|style=|<span|<iframe|<svg|<script|alert\(/i);
  });

  it("keeps this site's library images (key and alt) and drops every other pasted image", () => {
    const json = generateJSON(
      '<p>a</p><img src="/images/960/stories/lion-dawn.jpg" alt="Lion at dawn" onerror="alert(1)">' +
        '<img src="https://evil.example/images/960/x.jpg" alt="x"><img src="data:image/png;base64,AAAA" alt="x"><img src="javascript:alert(1)" alt="x">' +
        '<img src="/images/960/stories/no-alt.jpg"><img src="/images/960/x.svg" alt="x"><svg onload="alert(1)"><image href="/images/960/y.jpg"/></svg>',
      richTextExtensions,
    );
    const images = JSON.stringify(json).match(/"type":"image"[^}]*}/g) ?? [];
    expect(images).toEqual(['"type":"image","attrs":{"key":"stories/lion-dawn","alt":"Lion at dawn"}']);
    expect(pasted('<img src="https://evil.example/a.jpg" alt="x"><p>b</p>')).toBe("<p>b</p>");
  });
});
