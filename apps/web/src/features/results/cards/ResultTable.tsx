import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface TableColumn {
  key: string;
  label: string;
}

/** A card's text alternative: an accessible table of what the chart draws. */
export function ResultTable(props: {
  caption: string;
  rowHeader: string;
  columns: readonly TableColumn[];
  rows: readonly { id: string; label: string; cells: Record<string, string> }[];
}) {
  const { caption, rowHeader, columns, rows } = props;
  return (
    <Table size="small" sx={{ '& caption': { captionSide: 'top', px: 0, pt: 0 } }}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {rowHeader}
          </TableCell>
          {columns.map((column) => (
            <TableCell key={column.key} component="th" scope="col" align="right">
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} align="right">
                {row.cells[column.key] ?? ''}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
