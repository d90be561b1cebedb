import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import type { AdminBox, WarehouseLayout } from '@contract/admin/layout';
import type { StaffMe } from '@contract/admin/auth';
import { consoleRoles } from '@contract/admin/values';
import { MyListContext, MyListProvider, type MyListEffects } from '@machines/myList/provider';
import { useT } from '@shared/i18n/useT';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { LoadedList, useRows } from '../frame/LoadedList';
import { WarehouseLinks } from '../warehouses/WarehouseLinks';
import { BoxDetails } from './BoxDetails';
import { NewBoxForm } from './BoxForms';
import { BoxTable } from './BoxTable';
import { FloorPlanEditor, type Place } from './FloorPlanEditor';
import { layoutActions, layoutEffects, type LayoutActions } from './layoutEffects';

interface Props {
  me: StaffMe;
  warehouseId: number;
  effects?: MyListEffects<WarehouseLayout>;
  actions?: LayoutActions;
}

/**
 * A warehouse's floors and boxes: a floor's plan where boxes are moved (pointer or keyboard), the
 * floor's boxes in a table, the selected box's changes. SUPPORT sees it all and changes nothing.
 */
export function BoxesScreen({ me, warehouseId, effects, actions }: Props) {
  const [listEffects] = useState(() => effects ?? layoutEffects(warehouseId));
  const [calls] = useState(() => actions ?? layoutActions(warehouseId));
  return (
    <MyListProvider query="" effects={listEffects}>
      <LoadedList empty={null}>
        <Layout me={me} actions={calls} />
      </LoadedList>
    </MyListProvider>
  );
}

function Layout({ me, actions }: { me: StaffMe; actions: LayoutActions }) {
  const t = useT();
  const [layout] = useRows<WarehouseLayout>();
  const editable = (consoleRoles.layout as readonly string[]).includes(me.role);
  const [floor, setFloor] = useState(layout.floors[0]?.floor ?? 0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [moved, setMoved] = useState<Record<number, Place>>({});
  // Opened from the table, the box's details take the focus; selected on the plan, the focus stays there.
  const [focusDetails, setFocusDetails] = useState(false);
  useDocumentTitle(t('title.page', { page: t('admin.boxes.title', { name: layout.warehouse.name }) }));
  const current = layout.floors.find((f) => f.floor === floor) ?? layout.floors[0];
  const boxes = layout.boxes.filter((b) => b.floor === current.floor);
  const selected = layout.boxes.find((b) => b.id === selectedId) ?? null;
  const select = (b: AdminBox) => setSelectedId(b.id);
  const open = (b: AdminBox) => {
    select(b);
    setFocusDetails(true);
  };
  return (
    <>
      <h1 className="page__title">
        <FormattedMessage id="admin.boxes.title" values={{ name: layout.warehouse.name }} />
      </h1>
      <WarehouseLinks warehouseId={layout.warehouse.id} name={layout.warehouse.name} />
      <FloorChooser layout={layout} floor={current.floor} onChoose={setFloor} actions={editable ? actions : null} />
      <FloorPlanEditor
        plan={{ width: layout.warehouse.planWidth, height: layout.warehouse.planHeight }}
        floor={current}
        boxes={boxes}
        moved={moved}
        selectedId={selectedId}
        onSelect={select}
        onMove={editable ? (b, place) => setMoved((all) => ({ ...all, [b.id]: place })) : null}
      />
      <BoxTable boxes={boxes} smartLocks={layout.warehouse.smartLocks} onSelect={open} />
      {selected && (
        <BoxDetails
          key={`${selected.id}-${selected.planX}-${selected.planY}-${selected.status}`}
          box={selected}
          floors={layout.floors}
          place={moved[selected.id] ?? null}
          actions={editable ? actions : null}
          focus={focusDetails}
          onFocused={() => setFocusDetails(false)}
          onPlaced={() => setMoved(({ [selected.id]: _saved, ...others }) => others)}
          onDeleted={() => setSelectedId(null)}
        />
      )}
      {editable && <NewBox layout={layout} floor={current.floor} actions={actions} />}
    </>
  );
}

/** Which floor's plan is shown, and (for those who change boxes) a new floor above the highest. */
function FloorChooser({
  layout,
  floor,
  onChoose,
  actions,
}: {
  layout: WarehouseLayout;
  floor: number;
  onChoose: (floor: number) => void;
  actions: LayoutActions | null;
}) {
  const list = MyListContext.useActorRef();
  const [adding, setAdding] = useState(false);
  const add = async () => {
    if (!actions) return;
    setAdding(true);
    try {
      const added = await actions.addFloor();
      list.send({ type: 'reload' });
      onChoose(added.floor);
    } finally {
      setAdding(false);
    }
  };
  return (
    <div className="boxes__floors">
      <label htmlFor="floor-choice">
        <FormattedMessage id="admin.boxes.field.floor" />
      </label>{' '}
      <select id="floor-choice" value={floor} onChange={(e) => onChoose(Number(e.target.value))}>
        {layout.floors.map((f) => (
          <option key={f.floor} value={f.floor}>
            {f.label}
          </option>
        ))}
      </select>{' '}
      {actions && (
        <button type="button" className="button button--secondary" disabled={adding} onClick={add}>
          <FormattedMessage id="admin.boxes.addFloor" />
        </button>
      )}
    </div>
  );
}

/**
 * The new box's form, opened by its button; once a box is added, "add another box" brings a fresh
 * form. Either button leaves as the form comes, so the form's first field takes the focus.
 */
function NewBox({ layout, floor, actions }: { layout: WarehouseLayout; floor: number; actions: LayoutActions }) {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState(0);
  const section = useRef<HTMLElement>(null);
  const showForm = (change: () => void) => {
    flushSync(change);
    section.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  };
  return (
    <section aria-labelledby="new-box-title" ref={section}>
      <h2 id="new-box-title">
        <FormattedMessage id="admin.boxes.newTitle" />
      </h2>
      {open ? (
        <NewBoxForm
          key={`${floor}-${added}`}
          floors={layout.floors}
          floor={floor}
          actions={actions}
          onAnother={() => showForm(() => setAdded((n) => n + 1))}
        />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => showForm(() => setOpen(true))}>
          <FormattedMessage id="admin.boxes.newOpen" />
        </button>
      )}
    </section>
  );
}
