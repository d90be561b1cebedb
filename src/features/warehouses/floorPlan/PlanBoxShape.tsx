import type { KeyboardEvent } from 'react';
import { labelSize, type PlanBox } from './geometry';
import { fillOf } from './PlanPatterns';

function Label({ box }: { box: PlanBox }) {
  const size = labelSize(box);
  if (size === null) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text without tabindex takes no focus.
    <text
      x={box.x + box.width / 2}
      y={box.y + box.height / 2}
      fontSize={size}
      textAnchor="middle"
      dominantBaseline="central"
      className="plan-box__label"
      aria-hidden="true"
    >
      {box.name}
    </text>
  );
}

/**
 * A free box: an option of the plan's listbox. Only one option is a tab stop (`tabbable`, the roving
 * tabindex); arrows move between them (handled by the plan), Enter or Space select.
 */
export function FreePlanBox({
  box,
  selected,
  tabbable,
  label,
  onSelect,
  onFocus,
  optionRef,
}: {
  box: PlanBox;
  selected: boolean;
  tabbable: boolean;
  label: string;
  onSelect: (boxId: number) => void;
  onFocus: (boxId: number) => void;
  optionRef: (element: SVGGElement | null) => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault(); // Space would scroll the page
    onSelect(box.boxId);
  };
  return (
    <g
      ref={optionRef}
      role="option"
      tabIndex={tabbable ? 0 : -1}
      aria-selected={selected}
      aria-label={label}
      className={selected ? 'plan-box plan-box--selected' : 'plan-box plan-box--free'}
      onClick={() => onSelect(box.boxId)}
      onKeyDown={onKeyDown}
      onFocus={() => onFocus(box.boxId)}
    >
      <rect x={box.x} y={box.y} width={box.width} height={box.height} className="plan-box__shape" />
      <rect x={box.x} y={box.y} width={box.width} height={box.height} className="plan-box__focus" />
      <Label box={box} />
    </g>
  );
}

/** A rented box or one out of service: drawn, but not a control (the legend explains the patterns). */
export function UnavailablePlanBox({ box, idPrefix }: { box: PlanBox; idPrefix: string }) {
  const state = box.state === 'inactive' ? 'inactive' : 'taken';
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without tabindex takes no focus.
    <g className={`plan-box plan-box--${state}`} aria-hidden="true">
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        fill={fillOf(idPrefix, state)}
        className="plan-box__shape"
      />
      <Label box={box} />
    </g>
  );
}
