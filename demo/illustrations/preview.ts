/**
 * Contact sheet of the illustrations, for looking at them while drawing.
 *
 *   npx tsx demo/illustrations/preview.ts                 # all scenes x variants 1,2
 *   npx tsx demo/illustrations/preview.ts savanna beach   # some scenes
 *   npx tsx demo/illustrations/preview.ts --variants 1,2,3,4 --cols 4 --out /tmp/x.png
 *   npx tsx demo/illustrations/preview.ts --full savanna  # also 1600px PNGs per image
 *
 * Writes /tmp/illustrations-sheet.png by default.
 */
import sharp from "sharp";
import { SCENE_KINDS, type SceneKind } from "../content/types.ts";
import { renderIllustration } from "./index.ts";

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const flag = (name: string): boolean => {
  const i = args.indexOf(name);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
};

const out = opt("--out") ?? "/tmp/illustrations-sheet.png";
const variants = (opt("--variants") ?? "1,2").split(",").map(Number);
const tileW = Number(opt("--tile") ?? 400);
const full = flag("--full");
const colsOpt = opt("--cols");
const scenes = (args.length ? args : [...SCENE_KINDS]) as SceneKind[];
for (const s of scenes) if (!SCENE_KINDS.includes(s)) throw new Error(`unknown scene ${s}`);
const cols = Number(colsOpt ?? Math.max(variants.length, variants.length * Math.max(1, Math.floor(4 / variants.length))));

const tileH = Math.round((tileW * 10) / 16);
const gap = 6;
const items = scenes.flatMap((scene) => variants.map((variant) => ({ scene, variant })));
const rows = Math.ceil(items.length / cols);

const composites = await Promise.all(
  items.map(async ({ scene, variant }, i) => {
    const svg = renderIllustration(scene, variant);
    if (full) await sharp(Buffer.from(svg)).png().toFile(`/tmp/illustration-${scene}-${variant}.png`);
    const input = await sharp(Buffer.from(svg)).resize(tileW, tileH).png().toBuffer();
    const kb = (Buffer.byteLength(svg) / 1024).toFixed(1);
    console.log(`${scene.padEnd(16)} v${variant}  ${kb} KB`);
    return { input, left: gap + (i % cols) * (tileW + gap), top: gap + Math.floor(i / cols) * (tileH + gap) };
  }),
);

await sharp({
  create: {
    width: gap + cols * (tileW + gap),
    height: gap + rows * (tileH + gap),
    channels: 3,
    background: "#1b1b1f",
  },
})
  .composite(composites)
  .png()
  .toFile(out);
console.log(`wrote ${out}`);
