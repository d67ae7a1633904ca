/**
 * The focal point: click the subject on the image, or focus the image and use the arrow keys (Shift
 * for bigger steps). The values travel in two hidden inputs, so the form posts them with or
 * without JavaScript; crops (link previews, any cover crop) keep this point in frame.
 */
import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { roundFocal, type FocalPoint } from "#domain/media.ts";

const STEP = 0.02;
const BIG_STEP = 0.1;

export function FocalPointPicker({ src, alt, width, height, initial }: { src: string; alt: string; width: number; height: number; initial: FocalPoint }) {
  const [point, setPoint] = useState<FocalPoint>(initial);
  const move = (next: FocalPoint) => setPoint(roundFocal(next));

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    move({ x: (e.clientX - box.left) / box.width, y: (e.clientY - box.top) / box.height });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? BIG_STEP : STEP;
    const delta: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const d = delta[e.key];
    if (!d) return;
    e.preventDefault();
    move({ x: point.x + d[0], y: point.y + d[1] });
  };
  const across = Math.round(point.x * 100);
  const down = Math.round(point.y * 100);
  return (
    <div className="c-field">
      <p id="focal-label">
        <strong>Focal point</strong>
      </p>
      <p className="c-hint" id="focal-hint">
        Click the subject of the photo, or select the photo and use the arrow keys (hold Shift for bigger steps). Crops keep this point in view.
      </p>
      <div
        className="m-focal"
        tabIndex={0}
        role="group"
        aria-labelledby="focal-label"
        aria-describedby="focal-hint focal-value"
        onClick={onClick}
        onKeyDown={onKeyDown}
        data-testid="focal-picker"
      >
        <img src={src} alt={alt} width={width} height={height} draggable={false} />
        <span className="m-focal-dot" style={{ left: `${across}%`, top: `${down}%` }} aria-hidden="true" />
      </div>
      <p id="focal-value" aria-live="polite" data-testid="focal-value">
        {across}% across, {down}% down
      </p>
      <input type="hidden" name="focal_x" value={point.x} />
      <input type="hidden" name="focal_y" value={point.y} />
    </div>
  );
}
