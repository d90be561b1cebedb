import { FormattedMessage } from 'react-intl';
import type { BoxSize } from '@contract/enums';
import { useT } from '@shared/i18n/useT';
import { boxSizes, sizeNameId, sizeRange } from '../shared/sizeClasses';

/** Squares growing with the class: a picture of "bigger", not a scale drawing. */
const sketchSide: Record<BoxSize, number> = { XS: 12, SMALL: 20, MEDIUM: 28, LARGE: 38 };

/** What fits in each size class (the size guide, with usage examples). */
export function SizeGuide({ highlight = null }: { highlight?: BoxSize | null }) {
  const t = useT();
  return (
    <section className="size-guide" aria-labelledby="size-guide-title">
      <h2 id="size-guide-title">
        <FormattedMessage id="sizeGuide.title" />
      </h2>
      <p className="size-guide__intro">
        <FormattedMessage id="sizeGuide.intro" />
      </p>
      <ul className="size-guide__list">
        {boxSizes.map((size) => {
          const range = sizeRange(size);
          const side = sketchSide[size];
          return (
            <li
              key={size}
              className={size === highlight ? 'size-guide__item size-guide__item--current' : 'size-guide__item'}
              aria-current={size === highlight ? 'true' : undefined}
            >
              <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
                <rect x={(40 - side) / 2} y={40 - side} width={side} height={side} rx="2" />
              </svg>
              <h3>
                {t(sizeNameId(size))} <span className="size-guide__range">{t(range.id, range.values)}</span>
              </h3>
              <p>
                <FormattedMessage id={`sizeGuide.examples.${size}`} />
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
