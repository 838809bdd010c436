/**
 * A table of figures (tracker issues 11 item 8 and 12 item 5): one row per group (a status, a division, a month...),
 * one column per figure, numbers aligned at the end in tabular digits, and the caption read by screen readers. The
 * complaints dashboard uses it as the data-table alternative of each chart, the satisfaction section for its groups.
 */

/** One column of figures, in the order of the rows. */
export interface FigureColumn {
  /** Column heading. */
  header: string;
  /** One formatted figure per row. */
  values: readonly string[];
}

/** Props of {@link FigureTable}. */
export interface FigureTableProps {
  /** The caption (visually hidden: the section shows its own heading). */
  title: string;
  /** Heading of the row-header column. */
  rowHeader: string;
  /** Row headers, one per row. */
  rows: readonly string[];
  columns: readonly FigureColumn[];
}

/** The table of figures. */
export function FigureTable({ title, rowHeader, rows, columns }: FigureTableProps) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{title}</caption>
      <thead className="border-b border-border text-muted">
        <tr>
          <th scope="col" className="px-2 py-2 font-semibold">
            {rowHeader}
          </th>
          {columns.map((column) => (
            <th key={column.header} scope="col" className="px-2 py-2 text-end font-semibold">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row}-${index}`} className="border-b border-border last:border-b-0">
            <th scope="row" className="px-2 py-2 font-normal">
              {row}
            </th>
            {columns.map((column) => (
              <td key={column.header} className="px-2 py-2 text-end tabular-nums whitespace-nowrap">
                {column.values[index]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
