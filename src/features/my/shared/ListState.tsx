import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { MyListContext } from '@machines/myList/provider';
import { selectListFailure, selectListView } from '@machines/myList/selectors';
import { PageLoading } from '@shared/layout/PageLoading';
import { RetryAlert } from '@shared/errors/RetryAlert';

/**
 * The states every list of the customer area shares: loading, failed (with "try again") and empty
 * (the screen says what to do next); `children` is the loaded list. With `keepWhileReloading` a
 * reload shows the list it has instead of the loading indicator, so focus inside it stays put.
 */
export function ListState({
  empty,
  children,
  keepWhileReloading = false,
}: {
  empty: ReactNode;
  children: ReactNode;
  keepWhileReloading?: boolean;
}) {
  const view = MyListContext.useSelector(selectListView);
  const failure = MyListContext.useSelector(selectListFailure);
  const items = useListItems<unknown>();
  const { send } = MyListContext.useActorRef();
  if (view === 'loading' && !(keepWhileReloading && items.length > 0)) return <PageLoading />;
  if (view === 'failed')
    return (
      <RetryAlert
        code={failure?.code ?? 'weApologize'}
        onRetry={() => send({ type: 'reload' })}
        label={<FormattedMessage id="my.tryAgain" />}
      />
    );
  if (view === 'empty') return <>{empty}</>;
  return <>{children}</>;
}

/** The loaded items in the type the screen's effect answers. */
export function useListItems<T>(): readonly T[] {
  return MyListContext.useSelector((s) => s.context.items) as readonly T[];
}
