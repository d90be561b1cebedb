import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { bearingOf, moved, offsetOf, type Point } from './pinGeometry';

const WIDTH = 480;
const HEIGHT = 280;
/** Half the plan's width in metres at each zoom, closest first, and its grid's spacing. */
const zooms = [
  { half: 150, grid: 50 },
  { half: 500, grid: 100 },
  { half: 2000, grid: 500 },
] as const;
const arrowSteps: Record<string, [number, number]> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** A place shown on the plan for orientation: the town or warehouse the pin was started from. */
export interface Landmark extends Point {
  name: string;
}

/**
 * The pin on a plan without streets (the one placement that needs no maps key, and the keyboard's):
 * north up, a grid and a scale, the place it was started from. Dragging the pin or pressing the arrow keys on it (10 m, with
 * Shift 100 m) moves it; what it says is how far and which way the pin lies from that place, which
 * is what an operator checks against the address before the public map confirms it.
 */
export function PinPlan({
  pin,
  landmark,
  onMove,
}: {
  pin: Point;
  landmark: Landmark | null;
  onMove: (point: Point) => void;
}) {
  const intl = useIntl();
  const helpId = useId();
  const [zoom, setZoom] = useState(1);
  // While a drag lasts the plan keeps its centre, so the pin moves under the pointer; after it, the
  // plan centres on the pin again.
  const [dragCentre, setDragCentre] = useState<Point | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const centre = dragCentre ?? pin;
  const { half, grid } = zooms[zoom]!;
  const scale = WIDTH / 2 / half;
  const toPlan = (point: Point) => {
    const { east, north } = offsetOf(centre, point);
    return { x: WIDTH / 2 + east * scale, y: HEIGHT / 2 - north * scale };
  };

  const pointerAt = (event: PointerEvent) => {
    const box = svg.current!.getBoundingClientRect();
    const x = ((event.clientX - box.left) * WIDTH) / box.width;
    const y = ((event.clientY - box.top) * HEIGHT) / box.height;
    onMove(moved(centre, (x - WIDTH / 2) / scale, (HEIGHT / 2 - y) / scale));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowSteps[event.key];
    if (!step) return;
    event.preventDefault();
    const metres = event.shiftKey ? 100 : 10;
    onMove(moved(pin, step[0] * metres, step[1] * metres));
  };

  const at = toPlan(pin);
  const mark = landmark ? toPlan(landmark) : null;
  const from = landmark ? bearingOf(landmark, pin) : null;
  const gridLines = Array.from(
    { length: Math.floor(half / grid) * 2 + 1 },
    (_, i) => (i - Math.floor(half / grid)) * grid,
  );
  const distance = (metres: number) =>
    metres < 1000
      ? intl.formatNumber(Math.round(metres), { style: 'unit', unit: 'meter' })
      : intl.formatNumber(metres / 1000, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });

  return (
    <div className="pin-plan">
      <div className="pin-plan__frame">
        <svg ref={svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="pin-plan__svg" aria-hidden="true">
          {gridLines.map((m) => (
            <g key={m} className="pin-plan__grid">
              <line x1={WIDTH / 2 + m * scale} x2={WIDTH / 2 + m * scale} y1={0} y2={HEIGHT} />
              <line y1={HEIGHT / 2 - m * scale} y2={HEIGHT / 2 - m * scale} x1={0} x2={WIDTH} />
            </g>
          ))}
          <text x={WIDTH - 12} y={20} className="pin-plan__north" textAnchor="end">
            N ↑
          </text>
          <line x1={12} x2={12 + grid * scale} y1={HEIGHT - 14} y2={HEIGHT - 14} className="pin-plan__scale" />
          <text x={12} y={HEIGHT - 20} className="pin-plan__label">
            {distance(grid)}
          </text>
          {mark && landmark && (
            <g className="pin-plan__landmark">
              <rect x={mark.x - 5} y={mark.y - 5} width={10} height={10} />
              <text x={mark.x + 9} y={mark.y + 4}>
                {landmark.name}
              </text>
            </g>
          )}
        </svg>
        {/* The pin is a button: dragged with a pointer, moved with the arrow keys when focused. */}
        <button
          type="button"
          className="pin-plan__pin"
          style={{ left: `${(at.x / WIDTH) * 100}%`, top: `${(at.y / HEIGHT) * 100}%` }}
          aria-label={intl.formatMessage({ id: 'admin.warehouse.pin.label' })}
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            setDragCentre(pin);
          }}
          onPointerMove={(event) => dragCentre && pointerAt(event)}
          onPointerUp={() => setDragCentre(null)}
          onPointerCancel={() => setDragCentre(null)}
        />
      </div>
      <p id={helpId} className="form__note">
        <FormattedMessage id="admin.warehouse.pin.help" />
      </p>
      <p className="pin-plan__readout" aria-live="polite">
        <FormattedMessage
          id="admin.warehouse.pin.position"
          values={{ lat: pin.lat.toFixed(6), lng: pin.lng.toFixed(6) }}
        />
        {from && landmark && (
          <>
            {' · '}
            <FormattedMessage
              id="admin.warehouse.pin.fromPlace"
              values={{
                place: landmark.name,
                distance: distance(from.metres),
                direction: intl.formatMessage({ id: `admin.warehouse.pin.direction.${from.direction}` }),
              }}
            />
          </>
        )}
      </p>
      <div className="pin-plan__zoom">
        <button
          type="button"
          className="button button--secondary"
          disabled={zoom === 0}
          onClick={() => setZoom(zoom - 1)}
        >
          <FormattedMessage id="admin.warehouse.pin.closer" />
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={zoom === zooms.length - 1}
          onClick={() => setZoom(zoom + 1)}
        >
          <FormattedMessage id="admin.warehouse.pin.farther" />
        </button>
      </div>
    </div>
  );
}
