// RowcCodegen
