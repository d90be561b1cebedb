import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AdminBox, LayoutFloor } from '@contract/admin/layout';
import { SubmitButton } from '@shared/form/FormParts';
import { ErrorAlert } from '@shared/errors/ErrorAlert';
import { useT } from '@shared/i18n/useT';
import { BoxEditForm, BoxStatusForm, DeleteBoxForm, useReloadingSubmission } from './BoxForms';
import type { Place } from './FloorPlanEditor';
import type { LayoutActions } from './layoutEffects';

interface Props {
  box: AdminBox;
  floors: readonly LayoutFloor[];
  /** Where the box was moved on the plan, not saved yet. */
  place: Place | null;
  /** Null: shown only (a role that changes no boxes). */
  actions: LayoutActions | null;
  /** Whether the details take the focus when shown (opened from the table, not selected on the plan). */
  focus: boolean;
  onFocused: () => void;
  onPlaced: () => void;
  onDeleted: () => void;
}

/** The selected box: its new place to save, its fields, its state, deleting it. */
export function BoxDetails({ box, floors, place, actions, focus, onFocused, onPlaced, onDeleted }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    heading.current?.focus();
    onFocused();
  }, [focus, onFocused]);
  return (
    <section className="console__panel" aria-labelledby="box-details-title">
      <h2 id="box-details-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="admin.boxes.detailsTitle" values={{ name: box.name }} />
      </h2>
      {actions ? (
        <>
          {place && <SavePlace box={box} place={place} actions={actions} onPlaced={onPlaced} />}
          <BoxEditForm box={box} floors={floors} actions={actions} />
          <BoxStatusForm box={box} actions={actions} />
          <DeleteBoxForm box={box} actions={actions} onDeleted={onDeleted} />
        </>
      ) : (
        box.blockedReason && (
          <p>
            <FormattedMessage id="admin.boxes.blockedBecause" values={{ reason: box.blockedReason }} />
          </p>
        )
      )}
    </section>
  );
}

/** A box moved on the plan is saved with its other fields as they are. */
function SavePlace({
  box,
  place,
  actions,
  onPlaced,
}: {
  box: AdminBox;
  place: Place;
  actions: LayoutActions;
  onPlaced: () => void;
}) {
  const t = useT();
  const change = useReloadingSubmission(async (to: Place) => {
    const { name, floor, widthCm, lengthCm, heightCm } = box;
    const saved = await actions.updateBox(box.id, {
      name,
      floor,
      widthCm,
      lengthCm,
      heightCm,
      planX: to.x,
      planY: to.y,
    });
    onPlaced();
    return saved;
  });
  return (
    <form
      className="form"
      aria-label={t('admin.boxes.placeTitle', { name: box.name })}
      onSubmit={(event) => {
        event.preventDefault();
        change.submit(place);
      }}
    >
      <p>
        <FormattedMessage id="admin.boxes.placeMoved" values={{ name: box.name, x: place.x, y: place.y }} />
      </p>
      <ErrorAlert code={change.failure?.code ?? null} />
      <SubmitButton busy={change.submitting}>
        <FormattedMessage id="admin.boxes.placeSave" />
      </SubmitButton>
    </form>
  );
}
