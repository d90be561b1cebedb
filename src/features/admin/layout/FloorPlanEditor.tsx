import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AdminBox, LayoutFloor } from '@contract/admin/layout';
import { PLAN_STEP_CM } from '@contract/admin/values';
import { useT } from '@shared/i18n/useT';
import './FloorPlanEditor.css';

export interface Place {
  x: number;
  y: number;
}

interface Props {
  plan: { width: number; height: number };
  floor: LayoutFloor;
  boxes: readonly AdminBox[];
  /** Where each moved box stands now (not saved yet); others stand where the server has them. */
  moved: Readonly<Record<number, Place>>;
  selectedId: number | null;
  /** Null: the plan is only shown (a role that changes no boxes). */
  onMove: ((box: AdminBox, place: Place) => void) | null;
  onSelect: (box: AdminBox) => void;
}

const arrows: Record<string, Place> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * A floor's plan: its fixtures (walls, corridors, the entrance …) and its boxes, drawn to scale.
 * A box is moved by dragging it, or from the keyboard: Tab to it (it is then the selected box),
 * arrow keys move it by 10 cm, with Shift by 1 m. Places snap to 10 cm and stay on the plan. The
 * moves are the page's to save; the text below the plan says where the selected box stands.
 */
export function FloorPlanEditor({ plan, floor, boxes, moved, selectedId, onMove, onSelect }: Props) {
  const t = useT();
  const hintId = useId();
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ box: AdminBox; dx: number; dy: number } | null>(null);
  const placeOf = (b: AdminBox): Place => moved[b.id] ?? { x: b.planX, y: b.planY };
  const onPlan = (b: AdminBox, x: number, y: number): Place => {
    const snap = (v: number, max: number) => Math.min(Math.max(0, Math.round(v / PLAN_STEP_CM) * PLAN_STEP_CM), max);
    return { x: snap(x, plan.width - b.planWidth), y: snap(y, plan.height - b.planHeight) };
  };
  const pointOf = (event: PointerEvent) => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  };

  const keyDown = (b: AdminBox) => (event: KeyboardEvent) => {
    const arrow = arrows[event.key];
    if (!arrow || !onMove) return;
    event.preventDefault();
    const step = event.shiftKey ? PLAN_STEP_CM * 10 : PLAN_STEP_CM;
    const at = placeOf(b);
    onMove(b, onPlan(b, at.x + arrow.x * step, at.y + arrow.y * step));
  };
  const pointerDown = (b: AdminBox) => (event: PointerEvent) => {
    onSelect(b);
    const p = pointOf(event);
    if (!p || !onMove) return;
    const at = placeOf(b);
    drag.current = { box: b, dx: p.x - at.x, dy: p.y - at.y };
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
  };
  const pointerMove = (event: PointerEvent) => {
    const p = drag.current && pointOf(event);
    if (!p || !drag.current || !onMove) return;
    const { box, dx, dy } = drag.current;
    onMove(box, onPlan(box, p.x - dx, p.y - dy));
  };
  const pointerUp = () => {
    drag.current = null;
  };

  const selected = boxes.find((b) => b.id === selectedId);
  return (
    <div className="plan">
      <p id={hintId} className="plan__hint">
        <FormattedMessage id={onMove ? 'admin.boxes.planHint' : 'admin.boxes.planHintReadOnly'} />
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a fieldset; the group names the plan its boxes are in */}
      <svg
        ref={svg}
        className="plan__drawing"
        viewBox={`0 0 ${plan.width} ${plan.height}`}
        role="group"
        aria-label={t('admin.boxes.planOf', { floor: floor.label })}
        aria-describedby={hintId}
        onPointerMove={pointerMove}
        onPointerUp={pointerUp}
        onPointerCancel={pointerUp}
      >
        {/* The floor and its fixtures are drawing only (shapes without a name, which nothing reads out). */}
        <rect className="plan__floor" x={0} y={0} width={plan.width} height={plan.height} />
        {floor.fixtures.map((f, i) => (
          <rect
            // Fixtures have no id of their own; their order is the server's and fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={i}
            className={`plan__fixture plan__fixture--${f.kind}`}
            x={f.x}
            y={f.y}
            width={f.width}
            height={f.height}
          />
        ))}
        {boxes.map((b) => {
          const at = placeOf(b);
          const label = t('admin.boxes.planBox', {
            name: b.name,
            status: t(`admin.boxes.status.${b.status}`),
            x: at.x,
            y: at.y,
          });
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; the role and keys make it one, and its shape and drawn name are its presentational children.
            <g
              key={b.id}
              className={`plan__box plan__box--${b.status}${b.id === selectedId ? ' plan__box--selected' : ''}`}
              tabIndex={0}
              role="button"
              aria-label={label}
              aria-pressed={b.id === selectedId}
              onFocus={() => onSelect(b)}
              onKeyDown={keyDown(b)}
              onPointerDown={pointerDown(b)}
            >
              <rect x={at.x} y={at.y} width={b.planWidth} height={b.planHeight} />
              <text x={at.x + b.planWidth / 2} y={at.y + b.planHeight / 2}>
                {b.name}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="plan__where" aria-live="polite">
        {selected &&
          t('admin.boxes.planWhere', { name: selected.name, x: placeOf(selected).x, y: placeOf(selected).y })}
      </p>
      <ul className="plan__legend">
        {(['FREE', 'HELD', 'RENTED', 'BLOCKED'] as const).map((status) => (
          <li key={status} className={`plan__box--${status}`}>
            <FormattedMessage id={`admin.boxes.status.${status}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
