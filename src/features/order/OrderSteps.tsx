import { FormattedMessage } from 'react-intl';
import './OrderSteps.css';

const steps = ['order.step.offer', 'order.step.details', 'order.step.summary'] as const;

/** The three order steps with the current one marked. */
export function OrderSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="order-steps">
      {steps.map((id, index) => (
        <li
          key={id}
          className={index + 1 === current ? 'is-current' : index + 1 < current ? 'is-done' : undefined}
          aria-current={index + 1 === current ? 'step' : undefined}
        >
          <FormattedMessage id={id} />
        </li>
      ))}
    </ol>
  );
}
