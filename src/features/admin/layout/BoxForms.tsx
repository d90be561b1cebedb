import { FormattedMessage } from 'react-intl';
import type { AdminBox, BoxCreate, LayoutFloor } from '@contract/admin/layout';
import { areaM2OfCm, sizeClassOfArea } from '@contract/boxSizes';
import { MyListContext } from '@machines/myList/provider';
import { SelectField, TextField } from '@shared/form/Fields';
import { FormSuccess } from '@shared/form/FormParts';
import { FormFrame } from '@shared/form/FormFrame';
import { lazyValidator } from '@shared/form/lazyValidator';
import { useForm } from '@shared/form/useForm';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import type { LayoutActions } from './layoutEffects';

const boxCreate = lazyValidator(() => import('@contract/admin/layout').then((m) => m.BoxCreate));
const boxFields = lazyValidator(() => import('@contract/admin/layout').then((m) => m.BoxFields));
const withReason = lazyValidator(() => import('@contract/admin/layout').then((m) => m.BoxReason));

/** A change after which the page's data is loaded again (the list machine keeps the page meanwhile). */
export function useReloadingSubmission<V, R>(call: (values: V) => Promise<R>) {
  const list = MyListContext.useActorRef();
  return useFormSubmission(async (values: V) => {
    const result = await call(values);
    list.send({ type: 'reload' });
    return result;
  });
}

/** A number as typed (a decimal comma too); empty or not a number is NaN, which the schema refuses. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));
/** An amount typed in the currency's units (59 or 59,90) as minor units. */
export const minorOf = (text: string) => Math.round(numberOf(text) * 100);

type BoxValues = Record<'name' | 'floor' | 'widthCm' | 'lengthCm' | 'heightCm' | 'planX' | 'planY', string>;
const valuesOf = (b: Pick<AdminBox, 'name' | 'floor' | 'widthCm' | 'lengthCm' | 'heightCm' | 'planX' | 'planY'>) => ({
  name: b.name,
  floor: String(b.floor),
  widthCm: String(b.widthCm),
  lengthCm: String(b.lengthCm),
  heightCm: String(b.heightCm),
  planX: String(b.planX),
  planY: String(b.planY),
});
const bodyOf = (v: BoxValues) => ({
  name: v.name,
  floor: numberOf(v.floor),
  widthCm: numberOf(v.widthCm),
  lengthCm: numberOf(v.lengthCm),
  heightCm: numberOf(v.heightCm),
  planX: numberOf(v.planX),
  planY: numberOf(v.planY),
});

/** The fields of a box: name, floor, measures (with the area and size class they make) and place. */
function BoxFieldSet({
  form,
  floors,
}: {
  form: ReturnType<typeof useForm<BoxValues>>;
  floors: readonly LayoutFloor[];
}) {
  const t = useT();
  const format = useFormatters();
  const area = areaM2OfCm(numberOf(form.values.widthCm), numberOf(form.values.lengthCm));
  return (
    <>
      <TextField {...form.field('name')} required label={t('admin.boxes.field.name')} />
      <SelectField
        {...form.field('floor')}
        required
        label={t('admin.boxes.field.floor')}
        options={floors.map((f) => ({ value: String(f.floor), label: f.label }))}
      />
      <TextField {...form.field('widthCm')} required inputMode="numeric" label={t('admin.boxes.field.widthCm')} />
      <TextField {...form.field('lengthCm')} required inputMode="numeric" label={t('admin.boxes.field.lengthCm')} />
      <TextField {...form.field('heightCm')} required inputMode="numeric" label={t('admin.boxes.field.heightCm')} />
      <p aria-live="polite">
        {Number.isFinite(area) && area > 0 && (
          <FormattedMessage
            id="admin.boxes.areaAndClass"
            values={{ area: format.number(area, 2), size: t(`sizeGuide.name.${sizeClassOfArea(area)}`) }}
          />
        )}
      </p>
      <TextField {...form.field('planX')} required inputMode="numeric" label={t('admin.boxes.field.planX')} />
      <TextField {...form.field('planY')} required inputMode="numeric" label={t('admin.boxes.field.planY')} />
    </>
  );
}

/**
 * A new box on the chosen floor, with its first monthly rent; later rents are set on the prices page.
 * Once added, the next box is a click away (`onAnother`), as boxes are usually added several at once.
 */
export function NewBoxForm({
  floors,
  floor,
  actions,
  onAnother,
}: {
  floors: readonly LayoutFloor[];
  floor: number;
  actions: LayoutActions;
  onAnother: () => void;
}) {
  const t = useT();
  const change = useReloadingSubmission((body: BoxCreate) => actions.createBox(body));
  const form = useForm(
    {
      ...valuesOf({ name: '', floor, widthCm: 100, lengthCm: 100, heightCm: 250, planX: 0, planY: 0 }),
      monthlyRentMinor: '',
    },
    change.failure,
  );
  const body = (v: typeof form.values) => ({ ...bodyOf(v), monthlyRentMinor: minorOf(v.monthlyRentMinor) });
  if (change.succeeded)
    return (
      <>
        <FormSuccess>
          <FormattedMessage id="admin.boxes.created" values={{ name: change.result?.name }} />
        </FormSuccess>
        <button type="button" className="button button--secondary" onClick={onAnother}>
          <FormattedMessage id="admin.boxes.createAnother" />
        </button>
      </>
    );
  return (
    <FormFrame
      form={form}
      label={t('admin.boxes.newTitle')}
      validate={(v) => boxCreate.validate(body(v))}
      preload={boxCreate.preload}
      onValid={(v) => change.submit(boxCreate.parse(body(v)))}
      busy={change.submitting}
      submitLabel={<FormattedMessage id="admin.boxes.create" />}
    >
      <BoxFieldSet form={form as unknown as ReturnType<typeof useForm<BoxValues>>} floors={floors} />
      <TextField
        {...form.field('monthlyRentMinor')}
        required
        inputMode="decimal"
        label={t('admin.boxes.field.monthlyRent')}
      />
    </FormFrame>
  );
}

/** A box's name, floor, measures and place (a place is easier set by moving the box on the plan). */
export function BoxEditForm({
  box,
  floors,
  actions,
}: {
  box: AdminBox;
  floors: readonly LayoutFloor[];
  actions: LayoutActions;
}) {
  const t = useT();
  const change = useReloadingSubmission((body: ReturnType<typeof bodyOf>) => actions.updateBox(box.id, body));
  const form = useForm(valuesOf(box), change.failure);
  if (change.succeeded)
    return (
      <FormSuccess>
        <FormattedMessage id="admin.boxes.saved" />
      </FormSuccess>
    );
  return (
    <FormFrame
      form={form}
      label={t('admin.boxes.editTitle', { name: box.name })}
      validate={(v) => boxFields.validate(bodyOf(v))}
      preload={boxFields.preload}
      onValid={(v) => change.submit(boxFields.parse(bodyOf(v)))}
      busy={change.submitting}
      submitLabel={<FormattedMessage id="admin.boxes.save" />}
    >
      <BoxFieldSet form={form} floors={floors} />
    </FormFrame>
  );
}

/**
 * Block a free box (not offered, with the reason) or offer a blocked one again. A rented or held box
 * is not blocked from under its customer: the form says so instead.
 */
export function BoxStatusForm({ box, actions }: { box: AdminBox; actions: LayoutActions }) {
  const t = useT();
  const blocked = box.status === 'BLOCKED';
  const change = useReloadingSubmission(({ reason }: { reason: string }) =>
    blocked ? actions.unblock(box.id, reason) : actions.block(box.id, reason),
  );
  const form = useForm({ reason: '' }, change.failure);
  if (change.succeeded)
    return (
      <FormSuccess>
        <FormattedMessage id="admin.boxes.saved" />
      </FormSuccess>
    );
  if (box.status === 'RENTED' || box.status === 'HELD')
    return (
      <p>
        <FormattedMessage id="admin.boxes.notBlockable" values={{ name: box.name }} />
      </p>
    );
  return (
    <FormFrame
      form={form}
      label={t(blocked ? 'admin.boxes.unblockTitle' : 'admin.boxes.blockTitle', { name: box.name })}
      validate={withReason.validate}
      preload={withReason.preload}
      onValid={(v) => change.submit(withReason.parse(v))}
      busy={change.submitting}
      submitLabel={<FormattedMessage id={blocked ? 'admin.boxes.unblock' : 'admin.boxes.block'} />}
    >
      <TextField
        {...form.field('reason')}
        required
        label={t(blocked ? 'admin.field.reason' : 'admin.boxes.field.blockReason')}
      />
    </FormFrame>
  );
}

/** Delete a box never ordered, with the reason; an ordered box stays (its records name it). */
export function DeleteBoxForm({
  box,
  actions,
  onDeleted,
}: {
  box: AdminBox;
  actions: LayoutActions;
  onDeleted: () => void;
}) {
  const t = useT();
  const change = useReloadingSubmission(async ({ reason }: { reason: string }) => {
    await actions.deleteBox(box.id, reason);
    onDeleted();
  });
  const form = useForm({ reason: '' }, change.failure);
  if (box.ordered)
    return (
      <p>
        <FormattedMessage id="admin.boxes.notDeletable" values={{ name: box.name }} />
      </p>
    );
  return (
    <FormFrame
      form={form}
      label={t('admin.boxes.deleteTitle', { name: box.name })}
      validate={withReason.validate}
      preload={withReason.preload}
      onValid={(v) => change.submit(withReason.parse(v))}
      busy={change.submitting}
      submitLabel={<FormattedMessage id="admin.boxes.delete" />}
    >
      <TextField {...form.field('reason')} required label={t('admin.field.reason')} />
    </FormFrame>
  );
}
