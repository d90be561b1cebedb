import { Fragment, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ScrollArea } from '@shared/layout/ScrollArea';

/**
 * A console list as a table whose rows open their own form below them: the first cell heads its
 * row, the last holds the row's "Change" button (with aria-expanded), and one row is open at a time.
 * Named by a hidden caption, or by a heading outside when no caption is given.
 */
export function EditableTable<R>({
  labelId,
  caption,
  columns,
  actionsColumn,
  rows,
  keyOf,
  cells,
  changeLabel,
  editor,
}: {
  labelId: string;
  caption?: ReactNode;
  /** The message ids of the column headers, the row header's first. */
  columns: readonly string[];
  /** The message id of the (visually hidden) header of the buttons' column. */
  actionsColumn: string;
  rows: readonly R[];
  keyOf: (row: R) => number;
  /** The row header's content, then each other cell's. */
  cells: (row: R) => readonly ReactNode[];
  /** The row's button label, or null when the row offers no change. */
  changeLabel: (row: R) => ReactNode | null;
  editor: (row: R) => ReactNode;
}) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ScrollArea labelledBy={labelId}>
      <table className="console__table" aria-labelledby={caption ? undefined : labelId}>
        {caption && (
          <caption id={labelId} className="visually-hidden">
            {caption}
          </caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                <FormattedMessage id={column} />
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">
                <FormattedMessage id={actionsColumn} />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = keyOf(row);
            const [header, ...others] = cells(row);
            const label = changeLabel(row);
            return (
              <Fragment key={key}>
                <tr>
                  <th scope="row">{header}</th>
                  {others.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row are its columns, in their order
                    <td key={i}>{cell}</td>
                  ))}
                  <td>
                    {label !== null && (
                      <button
                        type="button"
                        className="button button--link"
                        aria-expanded={open === key}
                        aria-controls={open === key ? `${labelId}-editor-${key}` : undefined}
                        onClick={() => setOpen(open === key ? null : key)}
                      >
                        {label}
                      </button>
                    )}
                  </td>
                </tr>
                {open === key && (
                  <tr id={`${labelId}-editor-${key}`}>
                    <td colSpan={columns.length + 1}>{editor(row)}</td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </ScrollArea>
  );
}
