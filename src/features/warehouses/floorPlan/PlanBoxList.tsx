import { useT } from '@shared/i18n/useT';

/**
 * The plan's free boxes as a list of toggle buttons, shown on narrow and touch screens (see
 * FloorPlan.css), where a box drawn to scale can be smaller than a fingertip: each row is at least
 * 44 × 44 px. Selecting here selects on the plan too.
 */
export function PlanBoxList({
  floorName,
  boxes,
  selectedBoxId,
  onSelect,
}: {
  floorName: string;
  boxes: { boxId: number; label: string }[];
  selectedBoxId: number | null;
  onSelect: (boxId: number) => void;
}) {
  const t = useT();
  return (
    <ul className="floor-plan__list" aria-label={t('floorPlan.list', { floor: floorName })}>
      {boxes.map((box) => (
        <li key={box.boxId}>
          <button
            type="button"
            className="floor-plan__list-item"
            aria-pressed={box.boxId === selectedBoxId}
            onClick={() => onSelect(box.boxId)}
          >
            {box.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
