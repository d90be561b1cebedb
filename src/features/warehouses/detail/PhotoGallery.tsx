import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { WarehousePhoto } from '@contract/warehouse';
import { useT } from '@shared/i18n/useT';
import './PhotoGallery.css';

/**
 * The warehouse's photos in a row that scrolls sideways (one and a bit per screen on a phone, so
 * the next one shows there is more). The row is focusable, so the arrow keys scroll it; each photo
 * loads only as it comes near the screen and keeps its room before it arrives.
 */
export function PhotoGallery({ name, photos }: { name: string; photos: readonly WarehousePhoto[] }) {
  const t = useT();
  const titleId = useId();
  if (photos.length === 0) return null;
  return (
    <section className="photo-gallery" aria-labelledby={titleId}>
      <h2 id={titleId} className="photo-gallery__title">
        <FormattedMessage id="warehouse.photos.title" />
      </h2>
      <ul
        className="photo-gallery__list"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard; its name says how to use it.
        tabIndex={0}
        aria-label={t('warehouse.photos.label', { name })}
      >
        {photos.map((photo) => (
          <li key={photo.url} className="photo-gallery__item">
            <img
              src={photo.url}
              srcSet={photo.srcSet}
              // The gallery's item: 85 % of a phone's width, at most 26rem.
              sizes={photo.srcSet ? '(max-width: 30.5rem) 85vw, 26rem' : undefined}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              className="photo-gallery__image"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
