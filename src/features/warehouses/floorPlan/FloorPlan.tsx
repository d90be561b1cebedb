import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Box, FloorPlan as FloorPlanData } from '@contract/warehouse';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { formatArea } from '../shared/format';
import { sizeNameId } from '../shared/sizeClasses';
import { FloorPlanLegend } from './FloorPlanLegend';
import { inDoorOrder, initialFloor, inPaintOrder, labelSize, namedFixtures, type PlanFixture } from './geometry';
import { FreePlanBox, UnavailablePlanBox } from './PlanBoxShape';
import { PlanBoxList } from './PlanBoxList';
import { PlanPatterns } from './PlanPatterns';
import './FloorPlan.css';
import '../shared/controls.css';

export interface FloorPlanProps {
  plan: FloorPlanData;
  /** The warehouse's boxes, for the size and price in each free box's name. */
  boxes: Box[];
  selectedBoxId: number | null;
  onSelect: (boxId: number) => void;
  /** False in a deactivated warehouse: nothing can be selected. */
  orderable: boolean;
}

/** The plan is drawn about this wide; patterns are spaced for it (see PlanPatterns). */
const typicalWidthPx = 720;

function Fixture({ fixture }: { fixture: PlanFixture }) {
  const t = useT();
  const named = (namedFixtures as readonly string[]).includes(fixture.kind);
  const size = named ? labelSize(fixture) : null;
  return (
    // Named in the legend; inside the listbox only the boxes are announced.
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without tabindex takes no focus.
    <g className={`plan-fixture plan-fixture--${fixture.kind}`} aria-hidden="true">
      <rect x={fixture.x} y={fixture.y} width={fixture.width} height={fixture.height} />
      {size !== null && (
        <text
          x={fixture.x + fixture.width / 2}
          y={fixture.y + fixture.height / 2}
          fontSize={Math.min(size, 40)}
          textAnchor="middle"
          dominantBaseline="central"
        >
          {t(`floorPlan.fixture.${fixture.kind}`)}
        </text>
      )}
    </g>
  );
}

/** The option a key moves to from `index` among `count` options, or null for other keys. */
export function nextOptionIndex(key: string, index: number, count: number): number | null {
  const moves: Record<string, number> = {
    ArrowRight: Math.min(count - 1, index + 1),
    ArrowDown: Math.min(count - 1, index + 1),
    ArrowLeft: Math.max(0, index - 1),
    ArrowUp: Math.max(0, index - 1),
    Home: 0,
    End: count - 1,
  };
  return key in moves && count > 0 ? moves[key] : null;
}

/**
 * The floor plan (podorys) as SVG in the plan's own centimetres. The free boxes are the options of
 * one listbox: a single tab stop (the selected box, else the last focused, else the first), the
 * arrow keys walk them in door-number order, Home and End jump to the ends, Enter or Space select.
 * Rented ones are hatched and boxes out of service cross-hatched, so the state never depends on
 * colour alone. On narrow and touch screens the plan's boxes are too small to tap, so the free boxes
 * are also listed below it as full-size buttons. Several floors get a switcher.
 */
export function FloorPlanView({ plan, boxes, selectedBoxId, onSelect, orderable }: FloorPlanProps) {
  const t = useT();
  const format = useFormatters();
  const { locale } = format;
  const idPrefix = `plan${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [floorNumber, setFloorNumber] = useState(() => initialFloor(plan, selectedBoxId));
  const [activeId, setActiveId] = useState<number | null>(null);
  const optionRefs = useRef(new Map<number, SVGGElement>());
  const floor = plan.floors.find((f) => f.floor === floorNumber) ?? plan.floors[0];
  if (!floor)
    return (
      <p>
        <FormattedMessage id="floorPlan.empty" />
      </p>
    );

  const floorName = t('floorPlan.floor', { floor: floor.floor });
  const boxById = new Map(boxes.map((b) => [b.id, b]));
  const labelOf = (boxId: number, name: string) => {
    const box = boxById.get(boxId);
    if (!box) return t('floorPlan.box', { name, size: '', area: '', price: '' });
    return t('floorPlan.box', {
      name,
      size: t(sizeNameId(box.sizeClass)),
      area: formatArea(box.area, locale),
      price: format.money(box.pricePerMonth),
    });
  };
  const ordered = inDoorOrder(floor.boxes);
  const options = orderable ? ordered.filter((box) => box.state === 'free') : [];
  const optionIds = options.map((box) => box.boxId);
  const tabStop = [selectedBoxId, activeId].find((id) => id !== null && optionIds.includes(id)) ?? optionIds[0];

  const onPlanKey = (event: KeyboardEvent) => {
    const next = nextOptionIndex(event.key, optionIds.indexOf(tabStop), optionIds.length);
    if (next === null) return;
    event.preventDefault(); // arrows and Home/End would scroll the page
    setActiveId(optionIds[next]);
    optionRefs.current.get(optionIds[next])?.focus();
  };
  const optionRef = (boxId: number) => (element: SVGGElement | null) => {
    if (element) optionRefs.current.set(boxId, element);
    else optionRefs.current.delete(boxId);
  };

  return (
    <div className="floor-plan">
      {plan.floors.length > 1 && (
        <fieldset className="floor-plan__floors" aria-label={t('floorPlan.floors')}>
          {plan.floors.map((f) => (
            <button
              key={f.floor}
              type="button"
              className="chip"
              aria-pressed={f.floor === floor.floor}
              onClick={() => setFloorNumber(f.floor)}
            >
              {t('floorPlan.floor', { floor: f.floor })}
            </button>
          ))}
        </fieldset>
      )}
      <svg
        className="floor-plan__svg"
        viewBox={`0 0 ${plan.width} ${plan.height}`}
        role={options.length > 0 ? 'listbox' : 'img'}
        aria-label={t('floorPlan.label', { floor: floorName })}
        onKeyDown={onPlanKey}
      >
        <PlanPatterns idPrefix={idPrefix} scale={typicalWidthPx / plan.width} />
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG shape without tabindex takes no focus. */}
        <rect width={plan.width} height={plan.height} className="floor-plan__ground" aria-hidden="true" />
        {inPaintOrder(floor.fixtures).map((fixture, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a floor's fixtures, drawn in a fixed order, with nothing to keep between floors.
          <Fixture key={index} fixture={fixture} />
        ))}
        {ordered.map((box) =>
          optionIds.includes(box.boxId) ? (
            <FreePlanBox
              key={box.boxId}
              box={box}
              selected={box.boxId === selectedBoxId}
              tabbable={box.boxId === tabStop}
              label={labelOf(box.boxId, box.name)}
              onSelect={onSelect}
              onFocus={setActiveId}
              optionRef={optionRef(box.boxId)}
            />
          ) : (
            <UnavailablePlanBox key={box.boxId} box={box} idPrefix={idPrefix} />
          ),
        )}
      </svg>
      {options.length > 0 && (
        <PlanBoxList
          floorName={floorName}
          boxes={options.map((box) => ({ boxId: box.boxId, label: labelOf(box.boxId, box.name) }))}
          selectedBoxId={selectedBoxId}
          onSelect={onSelect}
        />
      )}
      <FloorPlanLegend floor={floor} idPrefix={idPrefix} orderable={orderable} />
    </div>
  );
}
