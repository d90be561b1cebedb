import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PHOTO_MAX_BYTES, photoUploadTypes, warehousePhotoKinds } from '@contract/admin/warehouseValues';
import { FailureError } from '@machines/shared/failure';
import { ErrorAlert } from '@shared/errors/ErrorAlert';
import { SelectField } from '@shared/form/Fields';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { useT } from '@shared/i18n/useT';
import type { Photos, WarehouseActions } from './warehouseEffects';

/** The file's bytes as base64 text (what the upload call takes), without the data URL's prefix. */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

type Upload = { file: File; kind: (typeof warehousePhotoKinds)[number] };

/**
 * The gallery as customers see it, in order: each photo can move earlier or later or be deleted,
 * and a new one (JPEG, PNG or WebP up to 10 MB) is added at the end, resized by the server.
 */
export function PhotosPanel({
  warehouseId,
  initial,
  actions,
  readOnly,
}: {
  warehouseId: number;
  initial: Photos;
  actions: WarehouseActions;
  readOnly: boolean;
}) {
  const t = useT();
  const [photos, setPhotos] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<Upload['kind']>('exterior');
  const upload = useFormSubmission(async ({ file, kind }: Upload) => {
    if (!(photoUploadTypes as readonly string[]).includes(file.type))
      throw new FailureError(400, 'warehouse/photo-unreadable');
    if (file.size > PHOTO_MAX_BYTES) throw new FailureError(413, 'payload-too-large');
    const contentType = file.type as (typeof photoUploadTypes)[number];
    const next = await actions.uploadPhoto(warehouseId, { kind, contentType, data: await base64Of(file) });
    setPhotos(next);
    return next;
  });
  const arrange = useFormSubmission(async (body: { order: number[]; remove: number[] }) => {
    const next = await actions.arrangePhotos(warehouseId, body);
    setPhotos(next);
    return next;
  });
  const ids = photos.map((p) => p.id);
  /** Each change is a submission of its own: one that succeeded is put aside first. */
  const send = <V,>(submission: { succeeded: boolean; reset: () => void; submit: (values: V) => void }, values: V) => {
    if (submission.succeeded) submission.reset();
    submission.submit(values);
  };
  const move = (index: number, step: number) => {
    const order = [...ids];
    [order[index], order[index + step]] = [order[index + step], order[index]];
    send(arrange, { order, remove: [] });
  };
  const busy = upload.submitting || arrange.submitting;
  return (
    <section aria-labelledby="photos-title" className="console__panel">
      <h2 id="photos-title">
        <FormattedMessage id="admin.warehouse.photos" />
      </h2>
      <ErrorAlert code={arrange.failure?.code ?? null} />
      {photos.length === 0 && (
        <p>
          <FormattedMessage id="admin.warehouse.noPhotos" />
        </p>
      )}
      <ol className="warehouse-editor__photos">
        {photos.map((photo, index) => {
          const label = t('admin.warehouse.photoLabel', {
            number: index + 1,
            kind: t(`admin.warehouse.kind.${photo.kind}`),
          });
          return (
            <li key={photo.id} className="warehouse-editor__photo">
              <img src={photo.url} alt="" width={160} height={Math.round((160 * photo.height) / photo.width)} />
              {/* The label beside the picture names it; the picture itself adds nothing for a screen reader. */}
              <span>{label}</span>
              {!readOnly && (
                <span className="console__actions">
                  <button
                    type="button"
                    className="button button--link"
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <FormattedMessage id="admin.warehouse.photoEarlier" values={{ number: index + 1 }} />
                  </button>
                  <button
                    type="button"
                    className="button button--link"
                    disabled={busy || index === photos.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <FormattedMessage id="admin.warehouse.photoLater" values={{ number: index + 1 }} />
                  </button>
                  <button
                    type="button"
                    className="button button--link"
                    disabled={busy}
                    onClick={() => send(arrange, { order: [], remove: [photo.id] })}
                  >
                    <FormattedMessage id="admin.warehouse.photoDelete" values={{ number: index + 1 }} />
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <form
          className="form"
          aria-label={t('admin.warehouse.addPhoto')}
          onSubmit={(event) => {
            event.preventDefault();
            if (file) send(upload, { file, kind });
          }}
        >
          <ErrorAlert code={upload.failure?.code ?? null} />
          <div className="field">
            <label className="field__label" htmlFor="photo-file">
              <FormattedMessage id="admin.warehouse.photoFile" />
            </label>
            <p id="photo-file-hint" className="field__hint">
              <FormattedMessage id="admin.warehouse.photoFileHint" />
            </p>
            <input
              id="photo-file"
              type="file"
              accept={photoUploadTypes.join(',')}
              aria-describedby="photo-file-hint"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <SelectField
            name="kind"
            value={kind}
            onChange={(value) => setKind(value as Upload['kind'])}
            label={t('admin.warehouse.photoKind')}
            options={warehousePhotoKinds.map((value) => ({ value, label: t(`admin.warehouse.kind.${value}`) }))}
          />
          <p>
            <button
              type="submit"
              className="button button--primary"
              disabled={busy || !file}
              aria-busy={upload.submitting || undefined}
            >
              <FormattedMessage id={upload.submitting ? 'admin.warehouse.uploading' : 'admin.warehouse.addPhoto'} />
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
