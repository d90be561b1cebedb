import { FormattedMessage } from 'react-intl';
import { namedFixtures, type PlanFloor } from './geometry';
import { fillOf, PlanPatterns } from './PlanPatterns';

type Swatch = { id: string; className: string; fill?: string };

/** What the shapes, colours and patterns of the plan mean; fixtures only when the floor has them. */
export function FloorPlanLegend({
  floor,
  idPrefix: planPrefix,
  orderable,
}: {
  floor: PlanFloor;
  idPrefix: string;
  orderable: boolean;
}) {
  // The swatches are 20 units wide: their own patterns, finer than the plan's.
  const idPrefix = `${planPrefix}-legend`;
  const swatches: Swatch[] = [
    ...(orderable
      ? [
          { id: 'floorPlan.legend.free', className: 'plan-box--free' },
          { id: 'floorPlan.legend.selected', className: 'plan-box--selected' },
        ]
      : []),
    { id: 'floorPlan.legend.taken', className: 'plan-box--taken', fill: fillOf(idPrefix, 'taken') },
    { id: 'floorPlan.legend.inactive', className: 'plan-box--inactive', fill: fillOf(idPrefix, 'inactive') },
    ...namedFixtures
      .filter((kind) => floor.fixtures.some((f) => f.kind === kind))
      .map((kind) => ({ id: `floorPlan.fixture.${kind}`, className: `plan-fixture--${kind}` })),
  ];
  return (
    <ul className="floor-plan__legend">
      <svg width="0" height="0" className="floor-plan__legend-defs" aria-hidden="true" focusable="false">
        <PlanPatterns idPrefix={idPrefix} scale={2} />
      </svg>
      {swatches.map((swatch) => (
        <li key={swatch.id}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <g
              className={
                swatch.className.startsWith('plan-box')
                  ? `plan-box ${swatch.className}`
                  : `plan-fixture ${swatch.className}`
              }
            >
              <rect
                x="1"
                y="1"
                width="18"
                height="18"
                fill={swatch.fill}
                className={swatch.className.startsWith('plan-box') ? 'plan-box__shape' : undefined}
              />
            </g>
          </svg>
          <FormattedMessage id={swatch.id} />
        </li>
      ))}
    </ul>
  );
}
