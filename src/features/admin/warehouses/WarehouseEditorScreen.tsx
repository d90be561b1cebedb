import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffMe } from '@contract/admin/auth';
import type { WarehouseEditor } from '@contract/admin/warehouses';
import { consoleRoles } from '@contract/admin/values';
import { MyListContext, MyListProvider } from '@machines/myList/provider';
import { useT } from '@shared/i18n/useT';
import { AppLink, useAppNavigate } from '@shared/navigation/AppLink';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { consolePaths, warehousePathOf } from '../consolePaths';
import { LoadedList, useRows } from '../frame/LoadedList';
import { DeactivationForm } from './DeactivationForm';
import { blankDraft, draftOf } from './draft';
import { PhotosPanel } from './PhotosPanel';
import { WarehouseForm } from './WarehouseForm';
import { WarehouseLinks } from './WarehouseLinks';
import { editorLoad, warehouseActions, type WarehouseActions } from './warehouseEffects';
import './WarehouseEditor.css';

const may = (roles: readonly string[], me: StaffMe) => roles.includes(me.role);

/**
 * One warehouse's editor (`id`), or a new warehouse's (`id` null, administrators only). An OWNER
 * edits their own warehouses; SUPPORT reads them.
 */
export function WarehouseEditorScreen({
  me,
  id,
  actions,
}: {
  me: StaffMe;
  id: number | null;
  actions?: WarehouseActions;
}) {
  const [acts] = useState(() => actions ?? warehouseActions());
  if (id === null) return <NewWarehouseEditor actions={acts} />;
  return <ExistingWarehouse me={me} id={id} actions={acts} />;
}

function BackToNetwork() {
  return (
    <p>
      <AppLink to={consolePaths.network}>
        <FormattedMessage id="admin.warehouse.back" />
      </AppLink>
    </p>
  );
}

function NewWarehouseEditor({ actions }: { actions: WarehouseActions }) {
  const t = useT();
  const navigate = useAppNavigate();
  useDocumentTitle(t('title.page', { page: t('admin.warehouse.newTitle') }));
  const [initial] = useState(() => blankDraft());
  const onSaved = useCallback((saved: WarehouseEditor) => navigate(warehousePathOf(saved.id)), [navigate]);
  return (
    <>
      <BackToNetwork />
      <h1 className="page__title">
        <FormattedMessage id="admin.warehouse.newTitle" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="admin.warehouse.newIntro" />
      </p>
      <WarehouseForm id={null} initial={initial} actions={actions} readOnly={false} onSaved={onSaved} />
    </>
  );
}

function ExistingWarehouse({ me, id, actions }: { me: StaffMe; id: number; actions: WarehouseActions }) {
  const [effects] = useState(() => editorLoad(actions, id));
  return (
    <>
      <BackToNetwork />
      <MyListProvider query={String(id)} effects={effects}>
        <LoadedList empty={<FormattedMessage id="admin.warehouse.notFound" />}>
          <LoadedWarehouse me={me} actions={actions} />
        </LoadedList>
      </MyListProvider>
    </>
  );
}

function LoadedWarehouse({ me, actions }: { me: StaffMe; actions: WarehouseActions }) {
  const t = useT();
  const [warehouse] = useRows<WarehouseEditor>();
  const list = MyListContext.useActorRef();
  const reload = useCallback(() => list.send({ type: 'reload' }), [list]);
  useDocumentTitle(t('title.page', { page: warehouse.name }));
  const readOnly = !may(consoleRoles.warehouseEdit, me);
  // The form starts from what was loaded first; a reload after a save keeps what is being typed.
  const [initial] = useState(() => ({ draft: draftOf(warehouse), version: warehouse.version }));
  return (
    <>
      <h1 className="page__title">{warehouse.name}</h1>
      <WarehouseLinks warehouseId={warehouse.id} name={warehouse.name} />
      {warehouse.deactivated && (
        <p className="notice notice--error">
          <FormattedMessage id="admin.warehouse.isDeactivated" />
        </p>
      )}
      <WarehouseForm
        id={warehouse.id}
        version={initial.version}
        initial={initial.draft}
        actions={actions}
        readOnly={readOnly}
        onSaved={reload}
      />
      <PhotosPanel warehouseId={warehouse.id} initial={warehouse.photos} actions={actions} readOnly={readOnly} />
      {may(consoleRoles.warehouseCreate, me) && (
        <DeactivationForm
          key={String(warehouse.deactivated)}
          warehouse={warehouse}
          actions={actions}
          onSaved={reload}
        />
      )}
    </>
  );
}
