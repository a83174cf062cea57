// RowcLayout
