import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Box, FloorPlan as FloorPlanData } from '../../../../contract/warehouse';
import { useFormatters } from '../../../shared/i18n/formatters';
import { useT } from '../../../shared/i18n/useT';
import { formatArea } from '../shared/format';
import { sizeNameId } from '../shared/sizeClasses';
import { FloorPlanLegend } from './FloorPlanLegend';
import { inDoorOrder, initialFloor, inPaintOrder, labelSize, namedFixtures, type PlanFixture } from './geometry';
import { FreePlanBox, UnavailablePlanBox } from './PlanBoxShape';
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
    <g className={`plan-fixture plan-fixture--${fixture.kind}`}>
      <rect x={fixture.x} y={fixture.y} width={fixture.width} height={fixture.height} />
      {size !== null && (
        <text x={fixture.x + fixture.width / 2} y={fixture.y + fixture.height / 2} fontSize={Math.min(size, 40)} textAnchor="middle" dominantBaseline="central">
          {t(`floorPlan.fixture.${fixture.kind}`)}
        </text>
      )}
    </g>
  );
}

/**
 * The floor plan (podorys) as SVG in the plan's own centimetres. Free boxes are toggle buttons in
 * door-number order; rented ones are hatched and boxes out of service cross-hatched, so the state
 * never depends on colour alone. Several floors get a switcher.
 */
export function FloorPlanView({ plan, boxes, selectedBoxId, onSelect, orderable }: FloorPlanProps) {
  const t = useT();
  const format = useFormatters();
  const { locale } = format;
  const idPrefix = `plan${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [floorNumber, setFloorNumber] = useState(() => initialFloor(plan, selectedBoxId));
  const floor = plan.floors.find((f) => f.floor === floorNumber) ?? plan.floors[0];
  if (!floor) return <p><FormattedMessage id="floorPlan.empty" /></p>;

  const floorName = t('floorPlan.floor', { floor: floor.floor });
  const boxById = new Map(boxes.map((b) => [b.id, b]));
  const labelOf = (boxId: number, name: string) => {
    const box = boxById.get(boxId);
    if (!box) return t('floorPlan.box', { name, size: '', area: '', price: '' });
    return t('floorPlan.box', { name, size: t(sizeNameId(box.sizeClass)), area: formatArea(box.area, locale), price: format.money(box.pricePerMonth) });
  };
  const ordered = inDoorOrder(floor.boxes);

  return (
    <div className="floor-plan">
      {plan.floors.length > 1 && (
        <div className="floor-plan__floors" role="group" aria-label={t('floorPlan.floors')}>
          {plan.floors.map((f) => (
            <button key={f.floor} type="button" className="chip" aria-pressed={f.floor === floor.floor} onClick={() => setFloorNumber(f.floor)}>
              {t('floorPlan.floor', { floor: f.floor })}
            </button>
          ))}
        </div>
      )}
      <svg className="floor-plan__svg" viewBox={`0 0 ${plan.width} ${plan.height}`} role="group" aria-label={t('floorPlan.label', { floor: floorName })}>
        <PlanPatterns idPrefix={idPrefix} scale={typicalWidthPx / plan.width} />
        <rect width={plan.width} height={plan.height} className="floor-plan__ground" />
        {inPaintOrder(floor.fixtures).map((fixture, index) => (
          <Fixture key={index} fixture={fixture} />
        ))}
        {ordered.map((box) =>
          box.state === 'free' && orderable ? (
            <FreePlanBox key={box.boxId} box={box} selected={box.boxId === selectedBoxId} label={labelOf(box.boxId, box.name)} onSelect={onSelect} />
          ) : (
            <UnavailablePlanBox key={box.boxId} box={box} idPrefix={idPrefix} />
          ),
        )}
      </svg>
      <FloorPlanLegend floor={floor} idPrefix={idPrefix} orderable={orderable} />
    </div>
  );
}
