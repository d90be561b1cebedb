import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { MyListContext } from '@machines/myList/provider';
import { selectListFailure, selectListView } from '@machines/myList/selectors';
import { RetryAlert } from '@shared/errors/RetryAlert';
import { PageLoading } from '@shared/layout/PageLoading';

/**
 * A console list's states from the list machine: loading, failed (with "try again"), empty (the
 * screen says so), else the list. A reload keeps the rows on the screen, so focus stays in them.
 */
export function LoadedList({ empty, children }: { empty: ReactNode; children: ReactNode }) {
  const view = MyListContext.useSelector(selectListView);
  const failure = MyListContext.useSelector(selectListFailure);
  const count = MyListContext.useSelector((s) => s.context.items.length);
  const { send } = MyListContext.useActorRef();
  if (view === 'loading' && count === 0) return <PageLoading />;
  if (view === 'failed')
    return (
      <RetryAlert
        code={failure?.code ?? 'weApologize'}
        onRetry={() => send({ type: 'reload' })}
        label={<FormattedMessage id="admin.tryAgain" />}
      />
    );
  if (view === 'empty') return <p>{empty}</p>;
  return <>{children}</>;
}

/** The loaded rows in the type the screen's effect answers. */
export function useRows<T>(): readonly T[] {
  return MyListContext.useSelector((s) => s.context.items) as readonly T[];
}
