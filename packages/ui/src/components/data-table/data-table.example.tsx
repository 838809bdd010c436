import { DataTable, type DataTableColumn } from "@eoffice/ui";

interface Request {
  id: string;
  subject: string;
  status: string;
}

const columns: DataTableColumn<Request>[] = [
  { id: "id", header: "เลขที่", value: (row) => row.id, isRowHeader: true },
  { id: "subject", header: "เรื่อง", value: (row) => row.subject, allowsSorting: true },
  { id: "status", header: "สถานะ", value: (row) => row.status },
];

export function Requests({ rows }: { rows: Request[] }) {
  return <DataTable aria-label="คำร้อง" columns={columns} rows={rows} />;
}
