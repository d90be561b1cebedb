import { createPortal } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import { DiagnosticsContext } from '@machines/diagnostics/provider';
import { selectIsOpen, selectIsReading, selectReport } from '@machines/diagnostics/selectors';
import { useFormatters } from '@shared/i18n/formatters';
import { Modal } from '@shared/layout/Modal';
import { useSession } from '@shared/session/SessionContext';
import './DiagnosticsDialog.css';

/**
 * The diagnostics dialog: date/time, signed-in user, location permission, coordinates. Rendered at
 * the end of the document, not inside the footer that opens it, so it takes none of the footer's
 * light-on-dark text and focus colours onto its white background.
 */
export function DiagnosticsDialog() {
  const open = DiagnosticsContext.useSelector(selectIsOpen);
  const reading = DiagnosticsContext.useSelector(selectIsReading);
  const report = DiagnosticsContext.useSelector(selectReport, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const { send } = DiagnosticsContext.useActorRef();
  const { user, signedIn } = useSession();
  const format = useFormatters();
  if (!open) return null;

  const notAvailable = <FormattedMessage id="diagnostics.notAvailable" />;
  const userText = user ? (
    `${user.firstName} ${user.lastName} <${user.email}>`
  ) : signedIn ? (
    <FormattedMessage id="diagnostics.signedInUnknown" />
  ) : (
    <FormattedMessage id="diagnostics.anonymous" />
  );
  return createPortal(
    <Modal title={<FormattedMessage id="diagnostics.title" />} onClose={() => send({ type: 'close' })}>
      <dl className="diagnostics" aria-busy={reading}>
        <dt>
          <FormattedMessage id="diagnostics.dateTime" />
        </dt>
        <dd>{report.openedAt ? format.dateTime(new Date(report.openedAt)) : notAvailable}</dd>
        <dt>
          <FormattedMessage id="diagnostics.user" />
        </dt>
        <dd>{userText}</dd>
        <dt>
          <FormattedMessage id="diagnostics.permission" />
        </dt>
        <dd>
          {report.permission ? (
            <FormattedMessage id={`diagnostics.permission.${report.permission}`} />
          ) : (
            <FormattedMessage id="diagnostics.reading" />
          )}
        </dd>
        <dt>
          <FormattedMessage id="diagnostics.coordinates" />
        </dt>
        <dd>
          {report.coordinates ? (
            `${report.coordinates.lat.toFixed(5)}, ${report.coordinates.lng.toFixed(5)} (±${Math.round(report.coordinates.accuracy)} m)`
          ) : reading ? (
            <FormattedMessage id="diagnostics.reading" />
          ) : (
            notAvailable
          )}
        </dd>
      </dl>
    </Modal>,
    document.body,
  );
}
