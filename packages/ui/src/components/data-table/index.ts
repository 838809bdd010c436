export { DataTable } from "./data-table";
export type {
  DataTableColumn,
  DataTablePage,
  DataTableProps,
  DataTableSelection,
  DataTableSortDescriptor,
} from "./data-table";
export {
  dataTableCardVariants,
  dataTableCellVariants,
  dataTableCheckboxVariants,
  dataTableColumnVariants,
  dataTableRowVariants,
  dataTableSortIconVariants,
  dataTableVariants,
} from "./data-table.variants";
