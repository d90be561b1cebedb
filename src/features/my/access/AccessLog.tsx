import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccessLogEntry } from '@contract/lock';
import type { MyListEffects } from '@machines/myList/effects';
import { PageLoading } from '@shared/layout/PageLoading';
import { lazyWithMessages } from '@shared/routing/routeDef';
import { accessLogEffects } from './lockEffects';

// The entries and their texts are downloaded when the log is first opened (or pointed at, or
// focused), like the card's panels: most visits to My boxes never open it.
const AccessLogList = lazyWithMessages(() => import('./AccessLogList'), ['myPanels']);

/**
 * Who opened, or tried to open, the locks of an own box: asked for only when the customer opens
 * the disclosure, and asked again each time it is opened.
 */
export function AccessLog({
  boxId,
  effects = accessLogEffects,
}: {
  boxId: number;
  effects?: MyListEffects<AccessLogEntry>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="my-access-log" onToggle={(event) => setOpen(event.currentTarget.open)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its disclosure's button; pointing at it or focusing it only starts the panel's download. */}
      <summary
        className="my-access-log__summary"
        onPointerEnter={AccessLogList.prefetch}
        onFocus={AccessLogList.prefetch}
      >
        <FormattedMessage id="my.accessLog.title" />
      </summary>
      {open && (
        <Suspense fallback={<PageLoading />}>
          <AccessLogList boxId={boxId} effects={effects} />
        </Suspense>
      )}
    </details>
  );
}
